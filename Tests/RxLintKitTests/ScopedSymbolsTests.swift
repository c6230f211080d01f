import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// A name means a declaration, never "the first type called that": two types of one name in
/// two modules, two files (`private`) or two nesting levels are two types, and a name that
/// stays ambiguous answers as a type the project does not declare. Each project is laid out on
/// disk and linted as the command line does (`LintRun.run`), whole and in part: a file's
/// module depends on its path and the project root, never on what a run was given.
final class ScopedSymbolsTests: XCTestCase {
    private static let package = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "App", targets: [.target(name: "Feed"), .target(name: "Profile"), .target(name: "App")])
    """

    /// A view model adding a never-ending subscription to a `CompositeDisposable`, disposed
    /// in `deinit` or never.
    private static func viewModel(disposing: Bool) -> String {
        """
        import RxSwift
        import RxRelay

        final class ViewModel {
            private let disposables = CompositeDisposable()
            let progress = PublishRelay<Double>()

            init() {
                _ = disposables.insert(progress.map { $0 * 100 }.subscribe(onNext: { print($0) }))
            }
        """ + (disposing ? "\n\n    deinit {\n        disposables.dispose()\n    }\n}\n" : "\n}\n")
    }

    private func run(_ dir: TemporaryDirectory, _ input: LintRequest.Input, root: String? = nil) throws -> [String] {
        let outcome = try LintRun.run(LintRequest(input: input, jobs: 1, currentDirectory: dir.path, projectRoot: root))
        return outcome.findings.map { "\($0.file):\($0.line) \($0.rule) \($0.severity.rawValue) \($0.message)" }
    }

    /// Two SwiftPM targets, each with its own `ViewModel`: the one that disposes in `deinit`
    /// does not hide the other's missing disposal, in a project run, when the other's folder
    /// or file is linted alone, and for its text on standard input.
    func testSameNamedTypesOfTwoTargetsAreTwoTypes() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Package.swift", Self.package)
        try dir.write("Sources/Feed/ViewModel.swift", Self.viewModel(disposing: true))
        try dir.write("Sources/Profile/ViewModel.swift", Self.viewModel(disposing: false))
        let whole = try run(dir, .paths(["."]))
        XCTAssertEqual(whole.map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") },
                       ["Sources/Profile/ViewModel.swift:9 missing_dispose_bag error"])
        XCTAssertEqual(try run(dir, .paths(["Sources/Profile"])), whole)
        XCTAssertEqual(try run(dir, .paths(["Sources/Profile/ViewModel.swift"]), root: "."), whole)
        XCTAssertEqual(try run(dir, .stdin(bytes: Array(Self.viewModel(disposing: false).utf8), path: "Sources/Profile/ViewModel.swift")), whole)
        XCTAssertEqual(try run(dir, .paths(["Sources/Feed"])), [])
    }

    /// A name two other modules declare, used from a third without saying which: unknown,
    /// as if the project declared no such type (not the first one found, whose relay never
    /// completes and would make the capture an error).
    func testANameTwoModulesDeclareIsUnknownInAThird() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Package.swift", Self.package)
        try dir.write("Sources/Feed/ViewModel.swift", "import RxRelay\n\npublic final class ViewModel {\n    public let progress = PublishRelay<Double>()\n}\n")
        try dir.write("Sources/Profile/ViewModel.swift", "import RxSwift\n\npublic final class ViewModel {\n    public let progress = Observable<Double>.just(1)\n}\n")
        let screen = """
        import RxSwift

        final class Screen {
            let viewModel: ViewModel
            let disposeBag = DisposeBag()
            var value = 0.0

            init(viewModel: ViewModel) {
                self.viewModel = viewModel
            }

            func bind() {
                viewModel.progress.map { $0 * 2 }.subscribe(onNext: { self.value = $0 }).disposed(by: disposeBag)
            }
        }
        """
        try dir.write("Sources/App/Screen.swift", screen)
        let ambiguous = try run(dir, .paths(["."]))
        XCTAssertEqual(ambiguous.count, 1)
        XCTAssertTrue(ambiguous.first?.contains("strong_self_capture warning") ?? false, "\(ambiguous)")
        // The same file where no module declares `ViewModel`.
        let alone = try TemporaryDirectory()
        try alone.write("Sources/App/Screen.swift", screen)
        XCTAssertEqual(try run(alone, .paths(["."])), ambiguous)
        // Where the file's own module declares it, that one is meant (its relay: an error).
        try dir.write("Sources/App/ViewModel.swift", "import RxRelay\n\nfinal class ViewModel {\n    let progress = PublishRelay<Double>()\n}\n")
        XCTAssertEqual(try run(dir, .paths(["."])).map { $0.contains("strong_self_capture error") }, [true])
    }

    /// `Outer.ViewModel` and a top-level `ViewModel` in one file: each is its own type, and
    /// `extension Outer.ViewModel` extends the nested one (its `stop()`, which `Outer`
    /// calls, disposes the nested type's disposables, not the top-level type's).
    func testNestedAndTopLevelTypesOfOneNameAreTwoTypes() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Nested.swift", """
        import RxSwift
        import RxRelay

        final class ViewModel {
            private let disposables = CompositeDisposable()
            let progress = PublishRelay<Double>()

            init() {
                _ = disposables.insert(progress.map { $0 * 100 }.subscribe(onNext: { print($0) }))
            }
        }

        final class Outer {
            let child = ViewModel()

            final class ViewModel {
                let disposables = CompositeDisposable()
                let progress = PublishRelay<Double>()

                init() {
                    _ = disposables.insert(progress.map { $0 * 100 }.subscribe(onNext: { print($0) }))
                }
            }

            func close() {
                child.stop()
            }
        }

        extension Outer.ViewModel {
            func stop() {
                disposables.dispose()
            }
        }

        """)
        let found = try run(dir, .paths(["."]))
        XCTAssertEqual(found.map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") }, ["Nested.swift:9 missing_dispose_bag error"])
    }

    /// The index's answers from each file: a file's own `private` type, its module's type,
    /// a typealias the file declares, and nothing for a name only other files' private types have.
    func testTheIndexAnswersForTheFileThatAsks() {
        let files = [
            ("Sources/Feed/A.swift", "private final class FeedViewModel {\n    let disposeBag = DisposeBag()\n}\n"),
            ("Sources/Feed/B.swift", "private final class FeedViewModel {\n    let bag = CompositeDisposable()\n}\n"),
            ("Sources/Feed/C.swift", "final class Shared {\n    let relay = PublishRelay<Int>()\n}\n"),
            ("Sources/App/D.swift", "typealias Model = Shared\nfinal class Shared {\n    let other = PublishSubject<Int>()\n}\n"),
            ("Sources/Profile/E.swift", "typealias Model = Shared\n"),
        ].map { Analyzer.scan(SourceFile(path: $0.0, text: $0.1)) }
        let index = ProjectIndex(files)
        XCTAssertEqual(index.scoped(toFile: "Sources/Feed/A.swift").property("disposeBag", of: "FeedViewModel"), "DisposeBag")
        XCTAssertNil(index.scoped(toFile: "Sources/Feed/A.swift").property("bag", of: "FeedViewModel"))
        XCTAssertEqual(index.scoped(toFile: "Sources/Feed/B.swift").property("bag", of: "FeedViewModel"), "CompositeDisposable")
        XCTAssertNil(index.scoped(toFile: "Sources/Feed/C.swift").kind(of: "FeedViewModel"), "another file's private types")
        XCTAssertEqual(index.scoped(toFile: "Sources/Feed/C.swift").property("relay", of: "Shared"), "PublishRelay")
        XCTAssertEqual(index.scoped(toFile: "Sources/App/D.swift").property("other", of: "Model"), "PublishSubject", "the alias's target, in its module")
        XCTAssertNil(index.scoped(toFile: "Sources/Profile/E.swift").kind(of: "Model"), "`Shared` of two other modules: ambiguous")
        XCTAssertNil(index.scoped(toFile: "Sources/Profile/E.swift").kind(of: "Shared"))
    }

    /// Names many types share (a `Service` in each module, a `CodingKeys` in each model): the
    /// index keeps per-name summaries rather than walking every type of the name, and answers
    /// for the module and the enclosing type that ask as it does for two.
    func testNamesManyTypesShareAreResolvedWhereTheyAreWritten() {
        var files: [(String, String)] = []
        for m in 0..<6 {
            files.append(("Sources/M\(m)/Service.swift", "final class Service {\n    let own\(m) = PublishRelay<Int>()\n}\n"))
            files.append(("Sources/M\(m)/Model.swift", "struct Model\(m) {\n    struct CodingKeys {\n        let key\(m) = PublishSubject<Int>()\n    }\n}\n"))
        }
        files.append(("Sources/App/Use.swift", "final class Use {\n    let x = 1\n}\n"))
        let index = ProjectIndex(files.map { Analyzer.scan(SourceFile(path: $0.0, text: $0.1)) })
        for m in 0..<6 {
            let inModule = index.scoped(toFile: "Sources/M\(m)/Service.swift")
            XCTAssertEqual(inModule.property("own\(m)", of: "Service"), "PublishRelay", "its module's own")
            XCTAssertNil(inModule.property("own\((m + 1) % 6)", of: "Service"), "not another module's")
            var inModel = index.scoped(toFile: "Sources/M\(m)/Model.swift")
            inModel.enterType(0)
            XCTAssertEqual(inModel.property("key\(m)", of: "CodingKeys"), "PublishSubject", "the one nested in the type that asks")
            XCTAssertNil(inModel.property("key\((m + 1) % 6)", of: "CodingKeys"))
            XCTAssertNotNil(index.scoped(toFile: "Sources/App/Use.swift").kind(of: "Model\(m)"), "a name one type has")
        }
        let app = index.scoped(toFile: "Sources/App/Use.swift")
        XCTAssertNil(app.kind(of: "Service"), "six other modules' `Service`: ambiguous")
        XCTAssertNil(app.property("key0", of: "CodingKeys"), "six nested types named from outside theirs: ambiguous")
        XCTAssertNil(app.property("own2", of: "Model2.CodingKeys"), "a qualified name reaches the nested type only")
        XCTAssertEqual(app.property("key2", of: "Model2.CodingKeys"), "PublishSubject")
    }

    /// Which module a file is in, from its path and the root alone.
    func testModulesComeFromManifestsProjectsAndTopFolders() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Package.swift", "let package = Package(name: \"P\", targets: [.target(name: \"Core\", path: \"Code/Core/\")])\n")
        try dir.write("Sources/Feed/A.swift", "")
        try dir.write("Code/Core/B.swift", "")
        try dir.write("Apps/One/One.xcodeproj/project.pbxproj", "")
        try dir.write("Apps/One/Screens/C.swift", "")
        let plain = try TemporaryDirectory()
        try plain.write("Alpha/D.swift", "")
        let modules = ModuleMap(root: dir.path, currentDirectory: dir.path)
        XCTAssertEqual(modules.module(of: "Sources/Feed/A.swift"), dir.path + "/Sources/Feed")
        XCTAssertEqual(modules.module(of: dir.path + "/Sources/Feed/Sub/A.swift"), dir.path + "/Sources/Feed")
        XCTAssertEqual(modules.module(of: "Code/Core/B.swift"), dir.path + "/Code/Core", "a `path:` argument names a target folder")
        XCTAssertEqual(modules.module(of: "Apps/One/Screens/C.swift"), dir.path + "/Apps/One", "the folder holding the Xcode project")
        XCTAssertEqual(modules.module(of: "Package.swift"), dir.path)
        let folders = ModuleMap(root: plain.path, currentDirectory: plain.path)
        XCTAssertEqual(folders.module(of: "Alpha/D.swift"), plain.path + "/Alpha")
        XCTAssertEqual(folders.module(of: "Alpha/Deeper/E.swift"), plain.path + "/Alpha")
        XCTAssertEqual(folders.module(of: "F.swift"), plain.path)
        XCTAssertEqual(ModuleMap.pathOnly("x/Sources/Feed/A.swift"), "x/Sources/Feed")
        XCTAssertEqual(ModuleMap.pathOnly("Other.swift"), "")
    }

    /// The byte reading of `pathOnly` answers as the Character reading it stands in for, on
    /// paths with empty components, leading and trailing slashes, `Sources`/`Tests` at every
    /// depth, names that only start like them, and non-ASCII ones (read as Characters).
    func testPathOnlyBytesAnswerAsCharacters() {
        let parts = ["", "Sources", "Tests", "Source", "SourcesX", "App", "Feed", "é", "Café", "/", "a.swift"]
        // Every path of up to four parts.
        var paths = [[String]()]
        var seen = 0
        for _ in 0..<4 {
            paths = paths + paths.filter { $0.count == paths.last!.count }.flatMap { path in parts.map { path + [$0] } }
        }
        for path in paths.map({ $0.joined(separator: "/") }) {
            let answer = ModuleMap.pathOnly(path)
            XCTAssertEqual(answer, ModuleMap.pathOnlyByCharacters(path), "path \(path)")
            if answer.contains("Sources/") || answer.contains("Tests/") { seen += 1 }
        }
        XCTAssertGreaterThan(seen, 100, "the paths name target folders")
        XCTAssertEqual(ModuleMap.pathOnly("/a//Sources//Feed/x/f.swift"), "a/Sources/Feed")
        XCTAssertEqual(ModuleMap.pathOnly("/a/Tests/F/g.swift"), "a/Tests/F")
    }

    /// A qualified name's parts read from its bytes are the parts its Characters give.
    func testQualifiedPartsAnswerAsCharacters() {
        for name in ["Outer.Inner", "A.B.C", ".Leading", "Trailing.", "A..B", "", ".", "Plain", "Café.Menu", "A.\u{301}B", "Ünïcode.Typ"] {
            XCTAssertEqual(ProjectIndex.qualifiedParts(name), name.split(separator: ".").map(String.init), name)
        }
        XCTAssertEqual(ProjectIndex.qualifiedParts("Feed.ViewModel.Input"), ["Feed", "ViewModel", "Input"])
    }

    /// Objective-C: two Xcode projects each implementing a class `Feed`; one completes its
    /// subject, the other never does. A screen of the second subscribing to it with a block
    /// holding self is an error (never completes), whatever the other project's `Feed` does,
    /// in a run over both projects and over its own alone.
    func testObjectiveCClassesOfTwoProjectsAreTwoClasses() throws {
        if case .unavailable(let reason) = LibClang.shared { throw TestPrerequisites.Missing(description: reason) }
        let dir = try TemporaryDirectory()
        let header = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface Feed : NSObject
        @property (nonatomic, strong, readonly) RACSubject *events;
        @end
        """
        func implementation(completing: Bool) -> String {
            """
            #import "Feed.h"
            @implementation Feed
            - (instancetype)init { self = [super init]; _events = [RACSubject subject]; return self; }
            - (void)finish { [_events \(completing ? "sendCompleted" : "sendNext:@1")]; }
            @end
            """
        }
        let screen = """
        #import "Feed.h"
        @interface Screen : NSObject
        @property (nonatomic, strong) Feed *feed;
        @property (nonatomic) NSInteger count;
        @end
        @implementation Screen
        - (void)bind {
            [self.feed.events subscribeNext:^(id x) { self.count += 1; }];
        }
        @end
        """
        for (project, completing) in [("Alpha", true), ("Beta", false)] {
            try dir.write("\(project)/\(project).xcodeproj/project.pbxproj", "")
            try dir.write("\(project)/Feed.h", header)
            try dir.write("\(project)/Feed.m", implementation(completing: completing))
        }
        try dir.write("Beta/Screen.m", screen)
        let whole = try run(dir, .paths(["."]))
        XCTAssertEqual(whole.map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") }, ["Beta/Screen.m:8 strong_self_capture error"])
        XCTAssertEqual(try run(dir, .paths(["Beta/Screen.m"]), root: "."), whole)
        // Where the screen's own project completes it, the capture lasts until then.
        try dir.write("Alpha/Screen.m", screen)
        let both = try run(dir, .paths(["."]))
        XCTAssertEqual(both.map { $0.components(separatedBy: " ").prefix(3).joined(separator: " ") },
                       ["Alpha/Screen.m:8 strong_self_capture warning", "Beta/Screen.m:8 strong_self_capture error"])
    }
}
