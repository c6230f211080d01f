// swift-tools-version:6.0
// A package that uses rxlint the way a team would from a release: through the artifact
// bundle, as a binary target, run by a plugin. scripts/check-release.sh copies this folder
// beside the bundle it built (as rxlint.artifactbundle.zip) and runs the plugin.
import PackageDescription

let package = Package(
    name: "BundleConsumer",
    targets: [
        .target(name: "Feed"),
        .binaryTarget(name: "rxlint", path: "rxlint.artifactbundle.zip"),
        .plugin(
            name: "LintWithBundle",
            capability: .command(intent: .custom(verb: "lint-with-bundle",
                                                 description: "Lint the package's sources with the bundled rxlint.")),
            dependencies: ["rxlint"]),
    ]
)
