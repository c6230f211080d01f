// swift-tools-version:5.9
import PackageDescription

// The benchmark lives in a package of its own so that building rxlint (a pre-commit hook's
// install, a CI job, `swift build`) never builds it.
//
//     swift run -c release --package-path Benchmarks rxlint-bench [--stages] [--write DIR]
let package = Package(
    name: "rxlint-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "rxlint", path: ".."),
    ],
    targets: [
        .executableTarget(name: "rxlint-bench", dependencies: [.product(name: "RxLintKit", package: "rxlint")]),
    ]
)
