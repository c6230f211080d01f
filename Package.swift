// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "rxlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rxlint", targets: ["rxlint"]),
        .library(name: "RxLintKit", targets: ["RxLintKit"]),
        .library(name: "RxModel", targets: ["RxModel"]),
        // `swift package plugin rxlint` in a package that depends on this one.
        .plugin(name: "RxLintPlugin", targets: ["RxLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        // The analyzer: one folder per pipeline stage.
        .target(
            name: "RxLintKit",
            dependencies: ["CLibClang", .product(name: "Yams", package: "Yams")]
        ),
        // libclang's C API, declared here and loaded at run time for Objective-C: rxlint
        // builds, and lints Swift, on a machine without libclang.
        .target(name: "CLibClang", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The executable reference runtime model; it must never depend on the analyzer.
        .target(name: "RxModel"),
        .executableTarget(
            name: "rxlint",
            dependencies: ["RxLintKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // What the test targets share: the check of the suite's prerequisites
        // (scripts/test-prerequisites.sh), text differences and offender lists for failure
        // messages. Foundation only, no XCTest: `swift build` builds it anywhere.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RxLintKitTests", dependencies: ["RxLintKit", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "RxModelTests", dependencies: ["RxModel"]),
        // The scenarios make on purpose the mistakes rxlint finds (a subscription's result
        // unused, a Disposable kept in a local nobody reads): the compiler's warnings about
        // exactly those are silenced in this target alone, so the build shows no warning.
        .testTarget(name: "ModelAgreementTests", dependencies: ["RxLintKit", "RxModel", "TestSupport"],
                    swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        // Depends on the executable so that `swift test` builds the binary it runs.
        .testTarget(name: "CLITests", dependencies: ["RxLintKit", "rxlint", "TestSupport"]),
        .plugin(
            name: "RxLintPlugin",
            capability: .command(intent: .custom(verb: "rxlint", description: "Lint the package's Swift sources with rxlint.")),
            dependencies: ["rxlint"]),
    ]
)
