import Foundation
import XCTest
@testable import RxLintKit

/// Edits `--fix` once made that do not compile, each reproduced as real code bases had it:
/// `.disposed(by:)` after a call that returns nothing, `self?.` changing an expression's type,
/// `[weak self]` where self may be a value, a bag the edit cannot see, spellings the
/// project's compiler or RxSwift lacks; and fixes that took two passes, or skipped a file
/// with classic Mac line endings.
final class FixCompilesTests: XCTestCase {
    /// Lints `files` (path → text) as one project and returns the fixed text of each file
    /// that has an edit, with the findings.
    private func fix(_ files: [String: String], style: String = "weak_self", versions: ProjectVersions = .unknown)
        -> (fixed: [String: String], findings: [Finding]) {
        let sources = files.keys.sorted().map { SourceFile(path: $0, text: files[$0]!) }
        let configuration = RuleDoc.configuration(rule: "strong_self_capture", options: ["fix_style": style])
        let findings = LintRun.attachEdits(LintRun.lint(sources, configuration: configuration, jobs: 1), sources: sources, versions: { _ in versions })
        var fixed: [String: String] = [:]
        for file in FixWriter.fixedFiles(findings, sources: sources) where file.new != file.old {
            fixed[file.path] = String(decoding: file.new, as: UTF8.self)
        }
        return (fixed, findings)
    }

    private static let current = ProjectVersions(swift: Version(5, 9), rxSwift: Version(6, 9, 1))

    // MARK: A call that is not Rx's

    /// Action's `button.rx.bind(to: action) { input }` returns nothing: `.disposed(by:)` after
    /// it does not compile ("value of tuple type '()' has no member 'disposed'"). Rx declares no
    /// `bind(to:)` taking a closure after its target, so only the project's own declaration
    /// makes it a subscription.
    func testABindToWithATrailingClosureIsASubscriptionOnlyWhenTheProjectSaysSo() {
        let screen = """
        import RxSwift
        import RxCocoa
        import Action

        final class LoginViewController: UIViewController {
            let disposeBag = DisposeBag()
            weak var button: UIButton! // not an outlet: its events end with whoever keeps it
            var action: CocoaAction!

            override func viewDidLoad() {
                super.viewDidLoad()
                button.rx.bind(to: action) { _ in () }
                self.button.rx.bind(to: action) { _ in }
                button.rx.tap.bind(to: action) { _ in }
            }
        }

        """
        let alone = fix(["Login.swift": screen])
        XCTAssertEqual(alone.fixed, [:], "no `.disposed(by:)` after a call that returns nothing")
        XCTAssertEqual(alone.findings.filter { $0.rule == "discarded_subscription" }.map(\.line), [], "not a subscription")
        // Declared by the project returning nothing (Action's own signature): still none.
        let action = """
        import RxSwift
        extension Reactive where Base: UIButton {
            public func bind<Input, Output>(to action: Action<Input, Output>, inputTransform: @escaping (Base) -> (Input)) {}
        }

        """
        XCTAssertEqual(fix(["Login.swift": screen, "Action.swift": action]).fixed, [:])
        // A project helper of that shape returning a Disposable is one, and is kept.
        let helper = action.replacingOccurrences(of: "(Input)) {}", with: "(Input)) -> Disposable { Disposables.create() }")
        let kept = fix(["Login.swift": screen, "Helper.swift": helper])
        XCTAssertEqual(kept.findings.filter { $0.rule == "discarded_subscription" }.map(\.line), [12, 13, 14])
        XCTAssertTrue(kept.fixed["Login.swift"]?.contains("button.rx.bind(to: action) { _ in () }.disposed(by: disposeBag)") ?? false,
                      kept.fixed["Login.swift"] ?? "not fixed")
    }

    /// `bind(to:)` given a function returns what the function returns; a `bind(to:)` on a
    /// receiver nothing is known about may be a library's that returns nothing.
    func testABindToThatMayNotReturnADisposableGetsNoDisposedBy() {
        let code = """
        import RxSwift
        import RxRelay

        final class Feed {
            let disposeBag = DisposeBag()
            let items = PublishRelay<Int>()
            let presenter = LibraryPresenter()

            func start() {
                _ = items.map { $0 + 1 }.bind(to: { observable in observable.subscribe(onNext: { print($0) }) })
                _ = items.map { $0 + 1 }.bind(to: items)
                _ = presenter.bind(to: items)
                _ = presenter.output.subscribe(onNext: { print($0) })
            }
        }

        """
        let result = fix(["Feed.swift": code])
        let discarded = result.findings.filter { $0.rule == "discarded_subscription" }
        XCTAssertEqual(Set(discarded.map(\.line)), [10, 11, 12, 13])
        XCTAssertEqual(discarded.filter { $0.edit != nil }.map(\.line), [11, 13], "the plain bind(to:) of a relay, and Rx's handlers")
        XCTAssertTrue(result.fixed["Feed.swift"]?.contains("        items.map { $0 + 1 }.bind(to: items).disposed(by: disposeBag)\n") ?? false)
    }

    // MARK: `self?.` in a larger expression

    /// `self?.compute(v) + 1`, `self?.flag ? a : b`, `self?.count > v` do not compile (an
    /// optional where a value is needed): those closures unwrap self first. An assignment or
    /// a chain of member accesses and calls keeps `self?.`.
    func testSelfInALargerExpressionIsUnwrappedNotOptionallyChained() {
        let code = """
        import RxSwift
        import RxRelay

        final class Counter {
            let bag = DisposeBag()
            let values = PublishRelay<Int>()
            var flag = false
            var count = 0
            var items: [Int] = []
            func compute(_ v: Int) -> Int { v }

            func bind() {
                values.subscribe(onNext: { v in self.compute(v) + 1 }).disposed(by: bag)
                values.subscribe(onNext: { v in self.flag ? print(v) : print(0) }).disposed(by: bag)
                values.subscribe(onNext: { v in self.count > v }).disposed(by: bag)
                values.subscribe(onNext: { v in self.compute(v) as Int }).disposed(by: bag)
                values.subscribe(onNext: { v in self.count = v + 1 }).disposed(by: bag)
                values.subscribe(onNext: { v in self.count += v }).disposed(by: bag)
                values.subscribe(onNext: { v in self.items[0].description.count }).disposed(by: bag)
                values.subscribe(onNext: { v in self.items.first?.description }).disposed(by: bag)
            }
        }

        """
        for versions in [ProjectVersions.unknown, Self.current] {
            let unwrap = versions == .unknown ? "guard let self = self else { return }" : "guard let self else { return }"
            let fixed = fix(["Counter.swift": code], versions: versions).fixed["Counter.swift"] ?? ""
            let body = fixed.components(separatedBy: "\n").filter { $0.contains("values.subscribe") }
            XCTAssertEqual(body, [
                "        values.subscribe(onNext: { [weak self] v in \(unwrap); self.compute(v) + 1 }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in \(unwrap); self.flag ? print(v) : print(0) }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in \(unwrap); self.count > v }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in \(unwrap); self.compute(v) as Int }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in self?.count = v + 1 }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in self?.count += v }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in self?.items[0].description.count }).disposed(by: bag)",
                "        values.subscribe(onNext: { [weak self] v in self?.items.first?.description }).disposed(by: bag)",
            ])
        }
    }

    // MARK: Owners that cannot be captured weakly

    /// "'weak' must not be applied to non-class-bound 'Self'": an extension of a protocol that
    /// is not class-bound gets neither `[weak self]` nor `subscribe(with: self)`, and its hint
    /// says why; a class-bound one (`AnyObject`, `class`, `where Self: UIViewController`) is
    /// fixed. A struct's hint does not tell it to capture `[weak self]`.
    func testWeakSelfOnlyWhereSelfIsAClassAndTheHintFitsTheOwner() {
        let members = "var items: PublishRelay<Int> { get }; var bag: DisposeBag { get }; func show(_ v: Int)"
        let start = "func start() { items.subscribe(onNext: { v in self.show(v) }).disposed(by: bag) }"
        let code = """
        import RxSwift
        import RxRelay

        protocol Plain { \(members) }
        extension Plain {
            \(start)
        }
        protocol Bound: AnyObject { \(members) }
        extension Bound {
            \(start)
        }
        protocol Old: class { \(members) }
        extension Old {
            \(start)
        }
        protocol Screen { \(members) }
        extension Screen where Self: UIViewController {
            \(start)
        }
        protocol Inherits: Bound {}
        extension Inherits {
            \(start)
        }
        struct Store {
            let items = PublishRelay<Int>()
            let bag = DisposeBag()
            func show(_ v: Int) {}
            \(start)
        }

        """
        for style in ["weak_self", "with_owner"] {
            let (fixed, findings) = fix(["P.swift": code], style: style, versions: Self.current)
            let strong = findings.filter { $0.rule == "strong_self_capture" }
            XCTAssertEqual(strong.map(\.line), [6, 10, 14, 18, 22, 28])
            XCTAssertEqual(strong.filter { $0.edit != nil }.map(\.line), [10, 14, 18, 22], style)
            let lines = fixed["P.swift"]?.components(separatedBy: "\n") ?? []
            XCTAssertEqual(lines[5], "    " + start, "the plain protocol's extension is left as it was")
            XCTAssertEqual(lines[27], "    " + start, "the struct is left as it was")
            XCTAssertTrue(strong[0].fix?.contains("`where Self: AnyObject`") ?? false, strong[0].fix ?? "")
            XCTAssertFalse(strong[5].fix?.hasPrefix("Capture `[weak self]`") ?? true, strong[5].fix ?? "")
            XCTAssertTrue(strong[5].fix?.contains("cannot be captured weakly") ?? false, strong[5].fix ?? "")
            XCTAssertTrue(strong[1].fix?.hasPrefix("Capture `[weak self]`") ?? false)
        }
    }

    // MARK: Only a bag visible at the edit

    private static let discarding = "_ = items.map { $0 + 1 }.subscribe(onNext: { print($0) })"

    /// "cannot find 'disposeBag' in scope" and "'disposeBag' is inaccessible due to
    /// 'fileprivate' protection level": a bag of another file's `private` type of the same
    /// name, a `fileprivate` bag of a protocol extension in another file (ReactorKit's
    /// `Reactor`), a superclass's `private` bag, an `internal` bag of another SwiftPM target.
    /// Bags that can be named are used: the type's own, a superclass's in another file, one
    /// declared in an extension of the same file.
    func testDisposedByNamesOnlyABagVisibleAtTheEdit() {
        func type(_ header: String, _ bag: String = "") -> String {
            "\(header) {\n    \(bag)\n    let items = PublishRelay<Int>()\n    func start() {\n        \(Self.discarding)\n    }\n}\n"
        }
        let files: [String: String] = [
            // Two `private final class FeedViewModel`s: only the first has a bag.
            "App/FeedA.swift": "import RxSwift\n" + type("private final class FeedViewModel", "let disposeBag = DisposeBag()"),
            "App/FeedB.swift": "import RxSwift\n" + type("private final class FeedViewModel"),
            "App/Reactor.swift": "import RxSwift\nprotocol Reactor {}\nextension Reactor {\n    fileprivate var disposeBag: DisposeBag { DisposeBag() }\n}\n",
            "App/Counter.swift": "import RxSwift\n" + type("final class CounterReactor: Reactor"),
            "App/Private.swift": "import RxSwift\nclass PrivateBase {\n    private let bag = DisposeBag()\n}\n" + type("final class PrivateChild: PrivateBase"),
            "App/Base.swift": "import RxSwift\nclass Base {\n    let bag = DisposeBag()\n}\n",
            "App/Child.swift": "import RxSwift\n" + type("final class Child: Base"),
            "App/Extended.swift": "import RxSwift\n" + type("final class Extended") + "private extension Extended {\n    var disposeBag: DisposeBag { DisposeBag() }\n}\n",
            "Sources/Core/Module.swift": "import RxSwift\nopen class ModuleBase {\n    let bag = DisposeBag()\n}\n",
            "Sources/App/InOtherModule.swift": "import RxSwift\n" + type("final class InOtherModule: ModuleBase"),
        ]
        let (fixed, findings) = fix(files)
        XCTAssertEqual(Set(findings.filter { $0.rule == "discarded_subscription" }.map(\.file)),
                       ["App/FeedA.swift", "App/FeedB.swift", "App/Counter.swift", "App/Private.swift", "App/Child.swift",
                        "App/Extended.swift", "Sources/App/InOtherModule.swift"], "each file's subscription is found")
        XCTAssertEqual(Set(fixed.keys), ["App/FeedA.swift", "App/FeedB.swift", "App/Child.swift", "App/Extended.swift"])
        XCTAssertTrue(fixed["App/FeedA.swift"]?.contains(".disposed(by: disposeBag)") ?? false)
        // The other file's `FeedViewModel` is another type, which has no bag: it gets one of
        // its own (declared, then used), never the first file's.
        let feedB = fixed["App/FeedB.swift"] ?? ""
        XCTAssertEqual(feedB.components(separatedBy: "let disposeBag = DisposeBag()").count, 2, feedB)
        XCTAssertEqual(feedB.components(separatedBy: ".disposed(by: disposeBag)").count, 2, feedB)
        XCTAssertLessThan(feedB.range(of: "let disposeBag = DisposeBag()")?.lowerBound ?? feedB.endIndex,
                          feedB.range(of: ".disposed(by: disposeBag)")?.lowerBound ?? feedB.startIndex, feedB)
        XCTAssertTrue(fixed["App/Child.swift"]?.contains(".disposed(by: bag)") ?? false)
        XCTAssertTrue(fixed["App/Extended.swift"]?.contains(".disposed(by: disposeBag)") ?? false)
    }

    // MARK: Spellings the project's compiler and RxSwift accept

    private static let observer = """
    import RxSwift
    import RxRelay

    final class Screen {
        let bag = DisposeBag()
        let values = PublishRelay<Int>()
        var total = 0

        init() {
            values.subscribe(onNext: { value in
                self.total += value
            }).disposed(by: bag)
        }
    }

    """

    private func fixedInit(_ code: String, style: String = "weak_self", versions: ProjectVersions) -> [String] {
        let text = fix(["Screen.swift": code], style: style, versions: versions).fixed["Screen.swift"] ?? code
        return Array(text.components(separatedBy: "\n")[9...11])
    }

    /// `guard let self else` needs Swift 5.7 and `subscribe(with:)` RxSwift 6.1: with the
    /// versions unknown, the spelling every Swift 5 compiler and RxSwift 5 take; with them
    /// known, the newer ones; a file's own habit (`guard let self = self`, an existing
    /// `subscribe(with:)`) decides before the versions.
    func testSpellingsFollowTheProjectsVersionsAndTheFilesHabits() {
        let long = ["        values.subscribe(onNext: { [weak self] value in", "            guard let self = self else { return }", "            self.total += value"]
        let short = ["        values.subscribe(onNext: { [weak self] value in", "            guard let self else { return }", "            self.total += value"]
        let owner = ["        values.subscribe(with: self, onNext: { owner, value in", "            owner.total += value", "        }).disposed(by: bag)"]
        XCTAssertEqual(fixedInit(Self.observer, versions: .unknown), long)
        XCTAssertEqual(fixedInit(Self.observer, versions: ProjectVersions(swift: Version(5, 6))), long)
        XCTAssertEqual(fixedInit(Self.observer, versions: ProjectVersions(swift: Version(5, 7))), short)
        // with_owner: only where RxSwift 6.1 is known; else `[weak self]`.
        XCTAssertEqual(fixedInit(Self.observer, style: "with_owner", versions: .unknown), long)
        XCTAssertEqual(fixedInit(Self.observer, style: "with_owner", versions: ProjectVersions(swift: Version(5, 9), rxSwift: Version(6, 0, 1))), short)
        XCTAssertEqual(fixedInit(Self.observer, style: "with_owner", versions: ProjectVersions(rxSwift: Version(6, 1))), owner)
        // The file's habits.
        let habitLong = Self.observer + "func f(_ o: AnyObject?) { guard let self = o else { return }; _ = self }\nextension Screen { func g() { _ = { [weak self] in guard let self = self else { return }; _ = self } } }\n"
        XCTAssertEqual(fixedInit(habitLong, versions: Self.current), long)
        let habitShort = Self.observer + "func f(_ o: Int?) { guard let o else { return }; _ = o }\n"
        XCTAssertEqual(fixedInit(habitShort, versions: .unknown), short)
        let habitOwner = Self.observer + "func f(_ s: Screen) { s.values.bind(with: s, onNext: { _, _ in }).disposed(by: s.bag) }\n"
        XCTAssertEqual(fixedInit(habitOwner, style: "with_owner", versions: .unknown), owner)
    }

    /// `[self]` lets a closure use members without `self.`; after `[weak self]` and an unwrap
    /// only Swift 5.8 accepts that ("reference to property in closure requires explicit use
    /// of 'self'"): such a closure is fixed only where Swift 5.8 is known.
    func testACaptureListSelfBecomesWeakOnlyWithSwift58() {
        let code = Self.observer.replacingOccurrences(of: "{ value in\n            self.total += value", with: "{ [self] value in\n            total += value")
        XCTAssertNotEqual(code, Self.observer)
        XCTAssertEqual(fixedInit(code, versions: ProjectVersions(swift: Version(5, 7))),
                       ["        values.subscribe(onNext: { [self] value in", "            total += value", "        }).disposed(by: bag)"])
        XCTAssertEqual(fixedInit(code, versions: ProjectVersions(swift: Version(5, 8))),
                       ["        values.subscribe(onNext: { [weak self] value in", "            guard let self else { return }", "            total += value"])
    }

    /// What each manifest and lock file says, read from a project folder and the folders
    /// above a file up to the project root.
    func testProjectVersionsAreReadFromManifestsAndLockFiles() throws {
        typealias Reader = ProjectVersionsReader
        XCTAssertEqual(Reader.toolsVersion("// swift-tools-version:5.7\nimport PackageDescription\n"), Version(5, 7))
        XCTAssertEqual(Reader.toolsVersion("// swift-tools-version: 5.10.1\n"), Version(5, 10, 1))
        XCTAssertNil(Reader.toolsVersion("import PackageDescription\n// swift-tools-version:5.9\n"), "only on the first line")
        let manifest = """
        let package = Package(name: "App", dependencies: [
            .package(url: "https://github.com/RxSwiftCommunity/RxSwiftExt.git", from: "3.0.0"),
            .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.1.0")),
        ])
        """
        XCTAssertEqual(Reader.rxSwiftRequirement(inManifest: manifest), Version(6, 1, 0))
        XCTAssertEqual(Reader.rxSwiftRequirement(inManifest: ".package(url: \"git@github.com:ReactiveX/RxSwift\", \"5.1.0\"..<\"7.0.0\")"), Version(5, 1))
        XCTAssertNil(Reader.rxSwiftRequirement(inManifest: ".package(url: \"https://github.com/ReactiveX/RxSwift.git\", branch: \"main\")"))
        XCTAssertEqual(Reader.rxSwiftPin(inResolved: """
        {"object": {"pins": [{"package": "RxSwift", "repositoryURL": "https://github.com/ReactiveX/RxSwift.git", "state": {"branch": null, "revision": "abc", "version": "5.1.1"}}]}, "version": 1}
        """), Version(5, 1, 1))
        XCTAssertEqual(Reader.rxSwiftPin(inResolved: """
        {"pins": [{"identity": "rxswift", "kind": "remoteSourceControl", "location": "https://github.com/ReactiveX/RxSwift.git", "state": {"revision": "abc", "version": "6.9.0"}}], "version": 2}
        """), Version(6, 9))
        XCTAssertEqual(Reader.rxSwiftPod(inLock: "PODS:\n  - RxCocoa (6.5.0):\n    - RxRelay (= 6.5.0)\n    - RxSwift (= 6.5.0)\n  - RxSwift (6.5.0)\n"), Version(6, 5))
        // An ASCII lock is read as bytes, any other as Characters: the same lines either way.
        for (lock, version) in [
            ("PODS:\r\n  - RxSwift (~> 6)\r\n  - \"RxSwift (6.2.0)\"\r\n", Version(6, 2)),
            ("PODS:\n  - RxSwiftExt (1.0.0)\n  - RxSwift (5.1.1)", Version(5, 1, 1)),
            ("  - RxSwift (6.0\n  - RxSwift (4.0.0)\n", Version(6, 0)),
            ("  - RxSwift (bad)\u{0B}  - RxSwift (4.4.0)\u{0C}", Version(4, 4)),
            ("PODS:\n  - RxSwift (6.6.0)\n  - Café (1.0)\n", Version(6, 6)),
            ("PODS:\n-RxSwift (6.0.0)\n  - rxswift (6.0.0)\n", nil),
            ("", nil),
        ] as [(String, Version?)] {
            XCTAssertEqual(Reader.rxSwiftPod(inLock: lock), version, lock)
        }
        XCTAssertEqual(Reader.rxSwiftCarthage(inResolved: "github \"ReactiveX/RxSwift\" \"6.2.0\"\ngithub \"RxSwiftCommunity/Action\" \"5.0.0\"\n"), Version(6, 2))
        XCTAssertEqual(Reader.swiftOfProjectFormat("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n"), Version(5, 7))
        XCTAssertNil(Reader.swiftOfProjectFormat("\tobjectVersion = 55;\n"))

        // From the file's folder upward, the nearest that says something.
        let dir = try TemporaryDirectory()
        try dir.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjectVersion = 60;\n")
        try dir.write("Podfile.lock", "PODS:\n  - RxSwift (6.1.0)\n")
        try dir.write("Sources/Feature/View.swift", "")
        try dir.write("Modules/Old/Package.swift", "// swift-tools-version:5.5\n")
        try dir.write("Modules/Old/Sources/Old/Thing.swift", "")
        let reader = ProjectVersionsReader(root: dir.path)
        let app = reader.versions(forFile: dir.path + "/Sources/Feature/View.swift")
        XCTAssertEqual(app.swift, Version(5, 9))
        XCTAssertEqual(app.rxSwift, Version(6, 1))
        XCTAssertEqual(app.rxSwiftEvidence, dir.path + "/Podfile.lock")
        let old = reader.versions(forFile: dir.path + "/Modules/Old/Sources/Old/Thing.swift")
        XCTAssertEqual(old.swift, Version(5, 5), "the nearest manifest")
        XCTAssertEqual(old.rxSwift, Version(6, 1))
        XCTAssertEqual(ProjectVersionsReader(root: dir.path + "/Sources").versions(forFile: dir.path + "/Sources/Feature/View.swift"), .unknown,
                       "nothing above the project root is read")
    }

    // MARK: One pass

    /// With `fix_style: with_owner`, the inner call is given its owner and the closure around
    /// it `[weak self]` in the same pass (its `self`s are gone from the inner closure); a
    /// second `--fix` has nothing left.
    func testWithOwnerFixesAnOuterClosureAroundAnInnerOwnerCallInOnePass() {
        let code = """
        import RxSwift
        import RxRelay

        final class Nested {
            let bag = DisposeBag()
            let outer = PublishRelay<Void>()
            let inner = PublishRelay<Int>()
            func show(_ v: Int) {}

            func bind() {
                outer.subscribe(onNext: { _ in
                    self.inner.subscribe(onNext: { v in self.show(v) }).disposed(by: self.bag)
                }).disposed(by: bag)
            }
        }

        """
        let first = fix(["Nested.swift": code], style: "with_owner", versions: Self.current)
        let fixed = first.fixed["Nested.swift"] ?? ""
        XCTAssertTrue(fixed.contains("""
                outer.subscribe(onNext: { [weak self] _ in
                    guard let self else { return }
                    self.inner.subscribe(with: self, onNext: { owner, v in owner.show(v) }).disposed(by: self.bag)
                }).disposed(by: bag)
        """), fixed)
        let second = fix(["Nested.swift": fixed], style: "with_owner", versions: Self.current)
        XCTAssertEqual(second.findings.filter { $0.rule == "strong_self_capture" }.count, 0, "nothing left")
        XCTAssertEqual(second.fixed, [:], "a second pass changes nothing")
    }

    /// An outer `subscribeNext:` block and one nested in it, fixed together: the inner weak
    /// self is made from the outer strong self. The outer edit alone would turn the inner
    /// block's `self` into the outer `strongSelf`, which the inner block then holds (and
    /// rxlint reports).
    func testNestedObjectiveCSubscriptionsAreFixedTogetherInOnePass() {
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface FeedViewModel : NSObject
        @property (nonatomic, strong) RACSubject *refreshes;
        @property (nonatomic, strong) RACSubject *items;
        @property (nonatomic) NSInteger count;
        @end

        @implementation FeedViewModel
        - (instancetype)init {
            self = [super init];
            _refreshes = [RACSubject subject];
            _items = [RACSubject subject];
            [self.refreshes subscribeNext:^(id x) {
                self.count += 1;
                [self.items subscribeNext:^(id y) {
                    self.count += 2;
                }];
            }];
            return self;
        }
        @end

        """
        let first = fix(["/virtual/FeedViewModel.m": code])
        XCTAssertEqual(first.findings.filter { $0.rule == "strong_self_capture" }.map(\.line), [15, 17])
        XCTAssertEqual(first.findings.filter { $0.rule == "strong_self_capture" && $0.edit != nil }.count, 2)
        let fixed = first.fixed["/virtual/FeedViewModel.m"] ?? ""
        XCTAssertTrue(fixed.contains("""
            __weak typeof(self) weakSelf = self;
            [self.refreshes subscribeNext:^(id x) {
                __strong typeof(self) strongSelf = weakSelf;
                if (!strongSelf) return;
                strongSelf.count += 1;
                __weak typeof(self) weakSelf = strongSelf;
                [strongSelf.items subscribeNext:^(id y) {
                    __strong typeof(self) strongSelf = weakSelf;
                    if (!strongSelf) return;
                    strongSelf.count += 2;
                }];
            }];
        """), fixed)
        let second = fix(["/virtual/FeedViewModel.m": fixed])
        XCTAssertEqual(second.findings.filter { $0.rule == "strong_self_capture" }.map(\.message), [], "nothing left to report")
        XCTAssertEqual(second.fixed, [:])
    }

    // MARK: Classic Mac line endings

    /// A file whose lines end with a lone CR is fixed like any other, its inserted lines
    /// ending with CR too (an LF would make the file's line endings mixed), and its diff
    /// (one long line, as `diff` counts lines) applies with `patch`.
    func testAFileWithCROnlyLineEndingsIsFixedInItsOwnLineEnding() throws {
        let lf = """
        import RxSwift
        import RxRelay

        final class Board {
            let bag = DisposeBag()
            let values = PublishRelay<Int>()
            var n = 0

            func bind() {
                _ = values.map { $0 + 1 }
                    .subscribe(onNext: { v in print(v) })
                values.subscribe(onNext: { v in
                    self.n = v
                }).disposed(by: bag)
            }
        }
        """
        let cr = lf.replacingOccurrences(of: "\n", with: "\r")
        let (fixed, findings) = fix(["Board.swift": cr])
        XCTAssertEqual(findings.filter { $0.edit != nil }.map(\.rule).sorted(), ["discarded_subscription", "strong_self_capture"])
        let new = try XCTUnwrap(fixed["Board.swift"])
        XCTAssertFalse(new.contains("\n"), "an LF in a CR file: \(new.debugDescription)")
        XCTAssertEqual(new.replacingOccurrences(of: "\r", with: "\n"), fix(["Board.swift": lf]).fixed["Board.swift"])
        // Its diff applies.
        let dir = try TemporaryDirectory()
        try dir.write("Board.swift", cr)
        let diff = FixApplier.unifiedDiff(path: "Board.swift", old: Array(cr.utf8), edits: findings.compactMap(\.edit))
        XCTAssertTrue(diff.hasSuffix("\n\\ No newline at end of file\n"), diff)
        try FixProof.patch(diff, in: dir.path)
        XCTAssertEqual(try String(contentsOfFile: dir.path + "/Board.swift", encoding: .utf8), new)
    }
}
