// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "rxlint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "rxlint", targets: ["rxlint"]),
        .library(name: "RxLintKit", targets: ["RxLintKit"]),
        .library(name: "RxModel", targets: ["RxModel"]),
        // In a package that depends on this one: `swift package plugin rxlint` lints,
        // `swift package plugin --allow-writing-to-package-directory rxlint-fix` fixes, and
        // `plugins: [.plugin(name: "RxLintBuildToolPlugin", package: "rxlint")]` on a target
        // lints it in every build.
        .plugin(name: "RxLintPlugin", targets: ["RxLintPlugin"]),
        .plugin(name: "RxLintFixPlugin", targets: ["RxLintFixPlugin"]),
        .plugin(name: "RxLintBuildToolPlugin", targets: ["RxLintBuildToolPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        // The analyzer: one folder per pipeline stage.
        .target(
            name: "RxLintKit",
            dependencies: ["CLibClang", "RxLintResources", .product(name: "Yams", package: "Yams")]
        ),
        // Data compiled into the binary with C23's #embed: the rule pages (rules/*.md) and
        // the Objective-C stub header. An installed rxlint needs no file beside it.
        .target(name: "RxLintResources", exclude: ["ObjCStub"]),
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
        // Its lists of scenarios are written at build time from its Scenarios/ and
        // FixedScenarios/ folders (ScenarioListPlugin): adding a scenario is adding its file.
        .testTarget(name: "ModelAgreementTests", dependencies: ["RxLintKit", "RxModel", "TestSupport"],
                    swiftSettings: [.unsafeFlags(["-suppress-warnings"])], plugins: ["ScenarioListPlugin"]),
        .plugin(name: "ScenarioListPlugin", capability: .buildTool(), path: "Tests/ScenarioListPlugin"),
        // The Objective-C agreement tests, beside their scenarios: the Objective-C files are
        // compiled and run against ObjCModel/ by scripts/objc-model.sh, not by SwiftPM.
        .testTarget(name: "ObjCAgreementTests", dependencies: ["RxLintKit", "TestSupport"],
                    exclude: ["Scenarios", "FixedScenarios", "Harness", "ModelTests"]),
        // Depends on the executable so that `swift test` builds the binary it runs.
        .testTarget(name: "CLITests", dependencies: ["RxLintKit", "rxlint", "TestSupport"]),
        // The command plugins run rxlint as their dependency, which SwiftPM builds in the
        // invocation's configuration: the build-tool plugin's build (debug unless
        // `swift package -c release plugin …`), so a package using both compiles rxlint once.
        .plugin(
            name: "RxLintPlugin",
            capability: .command(intent: .custom(verb: "rxlint", description: "Lint the package's Swift and Objective-C sources with rxlint.")),
            dependencies: ["rxlint"]),
        .plugin(
            name: "RxLintFixPlugin",
            capability: .command(intent: .custom(verb: "rxlint-fix", description: "Apply rxlint's certain fixes to the package's sources."),
                                 permissions: [.writeToPackageDirectory(reason: "rxlint --fix rewrites the source files whose fixes are certain.")]),
            dependencies: ["rxlint"]),
        // A build runs the rxlint built with it (a build tool must be a dependency).
        .plugin(name: "RxLintBuildToolPlugin", capability: .buildTool(), dependencies: ["rxlint"]),
    ]
)
