import Foundation
import XCTest

/// The three SwiftPM plugins as a team uses them: a consumer package that depends on a copy of
/// this repository (`.package(path:)`, the working tree as it is, so uncommitted changes are
/// tested too), built and run with the real `swift build` and `swift package plugin`.
///
/// Building the consumer compiles rxlint once, as the debug tool that the build-tool plugin
/// and the command plugins share: minutes on 2 cores. The consumer lives in the
/// temporary directory and is reused while the repository's list of files stays the same, the
/// copy updated file by file (unchanged files keep their dates), so later runs rebuild only
/// what changed. A file added, removed or moved starts a new consumer: SwiftPM's incremental
/// state does not survive every change of layout (a build that kept one across a move of
/// folders failed to compile), and a fresh consumer is what a team's first build sees. Each
/// step prints its seconds.
final class PluginConsumerTests: XCTestCase {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The consumers of this clone (named by a hash of the clone's path) share this prefix:
    /// clones tested at once on one machine never share one.
    private static let clonePrefix = NSTemporaryDirectory() + "rxlint-plugin-consumer-" + fnv1a(repositoryRoot)
    /// This run's consumer folder: the clone's prefix and a hash of the repository's file list.
    private var base = ""
    private var consumer: String { base + "/consumer" }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return String(hash, radix: 16)
    }

    private static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "consumer",
        dependencies: [.package(path: "../rxlint")],
        targets: [
            .target(name: "App", dependencies: [.product(name: "RxModel", package: "rxlint")],
                    plugins: [.plugin(name: "RxLintBuildToolPlugin", package: "rxlint")]),
            .target(name: "Other", dependencies: [.product(name: "RxModel", package: "rxlint")]),
        ]
    )

    """

    /// Compiles against RxModel (RxSwift's API names); a strong self on a source whose completion
    /// is unknown: a warning.
    private static let feed = """
    import RxModel

    public final class Feed {
        let disposeBag = DisposeBag()
        let items: Observable<[String]>
        var count = 0

        public init(items: Observable<[String]>) {
            self.items = items
            items
                .subscribe(onNext: { list in self.count = list.count })
                .disposed(by: disposeBag)
        }
    }

    """

    /// A relay never completes: the same strong self is a proven leak (an error).
    private static let leakingFeed = feed.replacingOccurrences(of: "let items: Observable<[String]>", with: "let items = BehaviorRelay<[String]>(value: [])")
        .replacingOccurrences(of: "public init(items: Observable<[String]>) {\n        self.items = items\n", with: "public init() {\n")

    private static let ticker = """
    import RxModel

    public final class Ticker {
        let disposeBag = DisposeBag()

        public init() {}

        public func start() {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in self.tick() })
                .disposed(by: disposeBag)
        }

        func tick() {}
    }

    """

    func testBuildToolAndCommandPluginsInAConsumerPackage() throws {
        // Two runs of the suite from the same clone take turns.
        let lock = open(Self.clonePrefix + ".lock", O_CREAT | O_RDWR, 0o644)
        XCTAssertGreaterThanOrEqual(lock, 0, "cannot open \(Self.clonePrefix).lock")
        defer { close(lock) }
        flock(lock, LOCK_EX)
        try syncRepositoryCopy()
        try write("Package.swift", Self.manifest)
        // A line of its own each run: the first build always has something to lint, however
        // the last run ended.
        let feed = Self.feed + "// run \(UUID().uuidString)\n"
        try write("Sources/App/Feed.swift", feed)
        try write("Sources/Other/Ticker.swift", Self.ticker)
        try? FileManager.default.removeItem(atPath: consumer + "/cc.json")
        let feedPath = consumer + "/Sources/App/Feed.swift"
        let warning = feedPath + ":11:42: warning: The 'onNext' closure captures self strongly"

        // Build-tool plugin: the finding in the build's output, with its absolute path.
        let first = try timed("swift build (first)") { try swift(["build"]) }
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertTrue(first.stdout.contains(warning), first.stdout)
        // Only the target that applies the plugin is linted.
        XCTAssertFalse(first.stdout.contains("Ticker.swift:10:39"), first.stdout)
        // The first build after the tool is built may lint once more; then an unchanged
        // package is not linted again.
        _ = try swift(["build"])
        let unchanged = try timed("swift build (unchanged)") { try swift(["build"]) }
        XCTAssertEqual(unchanged.status, 0, unchanged.stderr)
        XCTAssertFalse(unchanged.stdout.contains("rxlint App"), unchanged.stdout)
        // A change in another target's file lints App again (its findings may depend on it).
        try write("Sources/Other/Ticker.swift", Self.ticker + "\n// edited\n")
        let otherChanged = try timed("swift build (other target changed)") { try swift(["build"]) }
        XCTAssertTrue(otherChanged.stdout.contains("rxlint App") && otherChanged.stdout.contains(warning), otherChanged.stdout)
        try write("Sources/Other/Ticker.swift", Self.ticker)
        // An error fails the build, at its line.
        try write("Sources/App/Feed.swift", Self.leakingFeed)
        let failing = try timed("swift build (an error)") { try swift(["build"]) }
        XCTAssertNotEqual(failing.status, 0, "a proven leak must fail the build")
        XCTAssertTrue(failing.stdout.contains(feedPath + ":10:42: error: The 'onNext' closure captures self strongly"), failing.stdout + failing.stderr)
        try write("Sources/App/Feed.swift", feed)
        XCTAssertEqual(try swift(["build"]).status, 0)
        // It wrote nothing but the build folder: the stamp, in the plugin's work directory.
        XCTAssertEqual(try files(in: consumer).sorted(), ["Package.resolved", "Package.swift", "Sources/App/Feed.swift", "Sources/Other/Ticker.swift"])
        let stamps = try files(in: consumer + "/.build/plugins/outputs").filter { $0.hasSuffix("/rxlint-App.swift") }
        XCTAssertEqual(stamps.count, 1, "\(stamps)")
        XCTAssertTrue(stamps.first?.contains("/RxLintBuildToolPlugin/") == true, "\(stamps)")

        // Command plugin: the rxlint the build made (nothing compiled again), both --target
        // spellings, option values passed with their options.
        let lint = try timed("swift package plugin rxlint --target=App (the build's rxlint)") {
            try swift(["package", "plugin", "rxlint", "--target=App"])
        }
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdout.split(separator: "\n").first.map(String.init),
                       "Sources/App/Feed.swift:11:42: warning: The 'onNext' closure captures self strongly while self keeps the subscription alive through 'disposeBag': self is never deallocated unless 'items' completes. [strong_self_capture]")
        let compiled = (lint.stdout + lint.stderr).split(separator: "\n").filter { $0.contains("Compiling") && ($0.contains("RxLintKit") || $0.contains("rxlint")) }
        XCTAssertEqual(compiled, [], "the command plugin compiled rxlint a second time")
        let again = try timed("swift package plugin rxlint --target App (up to date)") {
            try swift(["package", "plugin", "rxlint", "--target", "App", "--compile-commands", "cc.json", "--format", "json"])
        }
        XCTAssertEqual(again.status, 0, again.stderr)
        let report = try jsonReport(again.stdout)
        XCTAssertEqual(summary(report)["files"], 1)
        XCTAssertFalse(again.stderr.contains("cc.json"), again.stderr)
        let other = try swift(["package", "plugin", "rxlint", "--target", "Other"])
        XCTAssertNotEqual(other.status, 0)
        XCTAssertTrue(other.stdout.contains("Sources/Other/Ticker.swift:10:39: error: "), other.stdout)

        // Writing needs the permission, which only rxlint-fix asks for.
        let refused = try swift(["package", "plugin", "rxlint", "--target", "App", "--fix"])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertTrue((refused.stdout + refused.stderr).contains("run 'swift package plugin --allow-writing-to-package-directory rxlint-fix'"),
                      refused.stdout + refused.stderr)
        let diff = try swift(["package", "plugin", "rxlint", "--target", "App", "--fix", "--dry-run"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertTrue(diff.stdout.hasPrefix("--- a/Sources/App/Feed.swift"), diff.stdout)
        let unasked = try swift(["package", "plugin", "rxlint-fix", "--target", "App"])
        XCTAssertNotEqual(unasked.status, 0)
        XCTAssertTrue((unasked.stdout + unasked.stderr).contains("wants permission to write to the package directory"), unasked.stdout + unasked.stderr)
        XCTAssertEqual(try String(contentsOfFile: feedPath, encoding: .utf8), feed)
        let fixed = try swift(["package", "plugin", "--allow-writing-to-package-directory", "rxlint-fix", "--target", "App"])
        XCTAssertEqual(fixed.status, 0, fixed.stdout + fixed.stderr)
        XCTAssertTrue(try String(contentsOfFile: feedPath, encoding: .utf8).contains(".subscribe(onNext: { [weak self] list in self?.count = list.count })"))
    }

    // MARK: - Support

    private func swift(_ arguments: [String]) throws -> CLIResult {
        try CLI.run(["swift"] + arguments, in: consumer, executable: "/usr/bin/env", timeout: 1800)
    }

    private func timed<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let start = Date()
        let result = try body()
        print(String(format: "PluginConsumerTests: %@: %.1f s", what, Date().timeIntervalSince(start)))
        return result
    }

    /// Writes `text` into the consumer unless the file already holds it (an unchanged file
    /// keeps its date, so nothing is rebuilt for it).
    private func write(_ relative: String, _ text: String) throws {
        let path = consumer + "/" + relative
        if FileManager.default.contents(atPath: path) == Data(text.utf8) { return }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// The consumer's files, relative, without its build folder.
    private func files(in root: String) throws -> [String] {
        var result: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            if relative == ".build" { enumerator?.skipDescendants(); continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                result.append(relative)
            }
        }
        return result
    }

    /// The copy holds the working tree's files (tracked and new, not ignored): changed ones
    /// rewritten, others untouched. Its folder is named by the list of files, so a list that
    /// differs from the last run's gets a new consumer and the old ones of this clone go.
    private func syncRepositoryCopy() throws {
        let listed = try CLI.shell("git ls-files -z --cached --others --exclude-standard", in: Self.repositoryRoot)
        XCTAssertEqual(listed.status, 0, "the repository under test must be a git work tree: \(listed.stderr)")
        let wanted = Set(listed.stdout.split(separator: "\0").map(String.init)).sorted()
        base = Self.clonePrefix + "-" + Self.fnv1a(wanted.joined(separator: "\n"))
        let manager = FileManager.default
        let temporary = (Self.clonePrefix as NSString).deletingLastPathComponent
        let prefixName = (Self.clonePrefix as NSString).lastPathComponent + "-"
        // (The bare prefix is the one folder of this clone from before consumers were named by
        // their file list.)
        let stale = try manager.contentsOfDirectory(atPath: temporary).filter {
            ($0.hasPrefix(prefixName) || $0 + "-" == prefixName) && temporary + "/" + $0 != base
        }
        for name in stale {
            try manager.removeItem(atPath: temporary + "/" + name)
        }
        let copy = base + "/rxlint"
        for relative in wanted {
            let source = Self.repositoryRoot + "/" + relative, target = copy + "/" + relative
            try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if let link = try? manager.destinationOfSymbolicLink(atPath: source) {
                if (try? manager.destinationOfSymbolicLink(atPath: target)) == link { continue }
                try? manager.removeItem(atPath: target)
                try manager.createSymbolicLink(atPath: target, withDestinationPath: link)
                continue
            }
            // A tracked file deleted in the work tree is simply not copied.
            guard let bytes = manager.contents(atPath: source) else { continue }
            if manager.contents(atPath: target) == bytes { continue }
            try? manager.removeItem(atPath: target)
            try bytes.write(to: URL(fileURLWithPath: target))
            let mode = try manager.attributesOfItem(atPath: source)[.posixPermissions]
            if let mode { try manager.setAttributes([.posixPermissions: mode], ofItemAtPath: target) }
        }
    }
}
