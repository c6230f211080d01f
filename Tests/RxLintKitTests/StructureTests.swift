import XCTest
@testable import RxLintKit

final class StructureTests: XCTestCase {
    private func structure(_ source: String) -> FileStructure {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buf in
            StructureBuilder.build(tokens: Lexer.lex(buf).tokens, bytes: buf)
        }
    }

    // MARK: Declarations

    func testTypesWithInheritanceAndKinds() {
        let s = structure("""
            final class ProfileViewController: BaseViewController, UITableViewDelegate {
                struct Row: Hashable {}
                enum Mode { case a }
            }
            extension ProfileViewController: UIScrollViewDelegate where Self: AnyObject {}
            actor Store {}
            protocol Loading: AnyObject {}
            """)
        XCTAssertEqual(s.types.map(\.name), ["ProfileViewController", "Row", "Mode", "ProfileViewController", "Store", "Loading"])
        XCTAssertEqual(s.types.map(\.kind), [.class, .struct, .enum, .extension, .actor, .protocol])
        XCTAssertEqual(s.types[0].inherited, ["BaseViewController", "UITableViewDelegate"])
        XCTAssertEqual(s.types[3].inherited, ["UIScrollViewDelegate"])
    }

    func testClassFuncAndClassVarAreNotTypeDeclarations() {
        let s = structure("class A { class func make() -> A { A() }\n class var shared: A { A() } }")
        XCTAssertEqual(s.types.map(\.name), ["A"])
        XCTAssertEqual(s.functions.map(\.name), ["make", "shared"])
        XCTAssertEqual(s.functions[0].returnType, "A")
        XCTAssertTrue(s.functions[0].isStatic)
    }

    func testPropertiesTakeTheirTypeFromAnnotationOrInitializer() {
        let s = structure("""
            class VM {
                let disposeBag = DisposeBag()
                private let items = BehaviorRelay<[Item]>(value: [])
                var subscription: Disposable?
                let relay: PublishRelay<Int>
                let values = Observable.just(1)
                static let shared = VM()
                var computed: Observable<Int> { relay.asObservable() }
            }
            """)
        let types = Dictionary(uniqueKeysWithValues: s.properties.map { ($0.name, $0.typeName) })
        XCTAssertEqual(types["disposeBag"], "DisposeBag")
        XCTAssertEqual(types["items"], "BehaviorRelay")
        XCTAssertEqual(types["subscription"], "Disposable")
        XCTAssertEqual(types["relay"], "PublishRelay")
        XCTAssertEqual(types["values"], "Observable")
        XCTAssertEqual(s.properties.first { $0.name == "shared" }?.isStatic, true)
        XCTAssertEqual(s.properties.first { $0.name == "computed" }?.isComputed, true)
        XCTAssertEqual(s.scopes.filter { $0.kind == .accessorBlock }.count, 1)
    }

    func testFunctionsRecordReturnTypes() {
        let s = structure("""
            class API {
                func load(id: Int,
                          force: Bool = false) -> Single<User> { .just(User()) }
                func stream() throws -> RxSwift.Observable<[Int]> { .empty() }
                init() {}
                deinit {}
                subscript(i: Int) -> Int { i }
            }
            """)
        XCTAssertEqual(s.functions.map(\.name), ["load", "stream", "init", "deinit", "subscript"])
        XCTAssertEqual(s.functions.map(\.returnType), ["Single", "Observable", "", "", "Int"])
        XCTAssertEqual(s.functions.map(\.kind), [.function, .function, .initializer, .deinitializer, .subscriptDecl])
    }

    // MARK: Closures and blocks

    func testBracesAreClassifiedAsClosuresOrBlocks() {
        let s = structure("""
            func f() {
                if ready { run() } else { stop() }
                guard let x = y else { return }
                for item in items.filter({ $0 > 1 }) { print(item) }
                let mapped = relay.map { $0 + 1 }
                switch x { case 1: break default: break }
                do { try a() } catch { print(error) }
                DispatchQueue.main.async { print(1) }
            }
            """)
        let kinds = s.scopes.dropFirst().map(\.kind)
        XCTAssertEqual(kinds, [.functionBody, .block, .block, .block, .closure, .block, .closure, .block, .block, .block, .closure])
    }

    func testCaptureListsAndParameters() {
        let s = structure("""
            let a = { [weak self, unowned vm = self.viewModel, self] (x: Int, y) -> Void in }
            let b = { [weak self] value in }
            let c = { [1, 2].count }
            let d = { owner, value in }
            """)
        XCTAssertEqual(s.closures.count, 4)
        XCTAssertEqual(s.closures[0].captures.map(\.name), ["self", "vm", "self"])
        XCTAssertEqual(s.closures[0].captures.map(\.strength), [.weak, .unowned, .strong])
        XCTAssertEqual(s.closures[0].captures.map(\.capturesSelf), [true, false, true])
        XCTAssertEqual(s.closures[0].parameters, ["x", "y"])
        XCTAssertEqual(s.closures[1].parameters, ["value"])
        XCTAssertTrue(s.closures[2].captures.isEmpty, "an array literal is not a capture list")
        XCTAssertEqual(s.closures[2].inToken, -1)
        XCTAssertEqual(s.closures[3].parameters, ["owner", "value"])
    }

    func testBracketsAreMatched() {
        let s = structure("a(b[c], { d }) \"x\\(e(f))y\"")
        for (i, m) in s.match.enumerated() where m >= 0 {
            XCTAssertEqual(s.match[Int(m)], Int32(i), "matching is symmetric")
        }
        XCTAssertEqual(s.match.filter { $0 >= 0 }.count, 10)
    }

    // MARK: Bad input

    func testDeepNestingDoesNotOverflowTheStack() {
        // A leak (self → disposeBag → subscription → onNext closure → self) at the bottom of
        // 100,000 levels: the whole analysis runs through them and finds what it finds at one.
        func source(_ open: String, _ close: String, depth: Int) -> String {
            "import RxSwift\nimport RxRelay\n\nfinal class Deep {\n    let disposeBag = DisposeBag()\n    let relay = PublishRelay<Int>()\n"
                + "    var x = 0\n\n    func start() {\n        " + String(repeating: open, count: depth)
                + "relay.map { $0 }.subscribe(onNext: { _ in self.x += 1 }).disposed(by: disposeBag)"
                + String(repeating: close, count: depth) + "\n    }\n}\n"
        }
        func findings(_ text: String) -> [String] {
            Engine.lint([SourceFile(path: "Deep.swift", text: text)], jobs: 1).findings
                .map { "\($0.line):\($0.column) \($0.rule) \($0.severity) \($0.verdict) \($0.chain.joined(separator: " → "))" }
        }
        let chain = "self → disposeBag → subscription (Sink ⇄ SinkDisposer) → onNext closure → self"
        for (open, close) in [("{", "}"), ("(", ")"), ("[", "]"), ("{ x in ", "}")] {
            let depth = 100_000
            let deep = source(open, close, depth: depth)
            let s = structure(deep)
            XCTAssertGreaterThan(s.tokens.count, depth, open)
            // The culprit `self` is column 51 after the nesting's openings.
            let column = 51 + depth * open.count
            XCTAssertEqual(findings(deep), ["10:\(column) strong_self_capture error leak \(chain)"], open)
            XCTAssertEqual(findings(source(open, close, depth: 1)), ["10:\(51 + open.count) strong_self_capture error leak \(chain)"], open)
        }
    }

    func testUnbalancedInputStillProducesAStructure() {
        for source in ["}}}} class A {", "class A { func f() { (((", ")))) ]]]] { [ ( }", "class A { let x = [1, 2 }\n class B: A { }"] {
            let s = structure(source)
            XCTAssertEqual(s.scopeOf.count, s.tokens.count, source)
            XCTAssertEqual(s.nearestClosure.count, s.scopes.count, source)
        }
        // A stray `)` inside a block does not close the block.
        let s = structure("class A { func f() { ) } }\nclass B {}")
        XCTAssertEqual(s.types.map(\.name), ["A", "B"])
    }
}
