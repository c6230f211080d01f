import XCTest
@testable import RxLintKit

/// The tables a run works out once and reads many times give the answers the walks they
/// replaced gave: a type's subtypes, each file's test path, the standard knowledge, and the
/// type facts' chain reader lent to the site extraction.
final class SharedTablesTests: XCTestCase {
    /// One table per type per run: asked again, or by many workers at once, it is the same
    /// table; a table of another type (another question's) is another; a new run's is new.
    func testOneTablePerTypeAndRun() {
        let answers = SharedAnswers()
        let first = answers.table(AnswerTable<String, Int>.self) { AnswerTable() }
        first.store(1, for: "a")
        XCTAssertEqual(answers.table(AnswerTable<String, Int>.self) { AnswerTable() }.answer("a"), 1)
        XCTAssertNil(answers.table(AnswerTable<String, String>.self) { AnswerTable() }.answer("a"), "another question's table")
        XCTAssertNil(SharedAnswers().table(AnswerTable<String, Int>.self) { AnswerTable() }.answer("a"), "another run's table")
        let fresh = SharedAnswers()
        var seen = [ObjectIdentifier?](repeating: nil, count: 64)
        seen.withUnsafeMutableBufferPointer { slots in
            let base = slots.baseAddress!
            DispatchQueue.concurrentPerform(iterations: 64) { k in
                base[k] = ObjectIdentifier(fresh.table(AnswerTable<Int, Int>.self) { AnswerTable() })
            }
        }
        XCTAssertEqual(Set(seen.compactMap { $0 }).count, 1, "workers asking at once share one table")
    }

    /// The subtypes of a type are every type whose lineage holds it, in position order: its
    /// conformers and subclasses at any depth, itself first, nothing else.
    func testSubtypesAreTheTypesWhoseLineageHoldsTheType() {
        let file = SourceFile(path: "Types.swift", text: """
            protocol Feed {}
            class Base: Feed {}
            final class Middle: Base {}
            final class Leaf: Middle {}
            final class Other {}
            struct Value: Feed {}
            """)
        let index = ProjectIndex([Analyzer.scan(file)])
        let feed = try! XCTUnwrap(index.resolve("Feed"))
        let names = index.subtypes(of: feed).map { index.infos[Int($0)].name }
        XCTAssertEqual(names, ["Feed", "Base", "Middle", "Leaf", "Value"])
        // The walk the table replaced, type by type.
        let walked = index.infos.indices.filter { index.lineages[$0].contains(feed) }.map { Int32($0) }
        XCTAssertEqual(index.subtypes(of: feed), walked)
        let other = try! XCTUnwrap(index.resolve("Other"))
        XCTAssertEqual(index.subtypes(of: other), [other])
    }

    /// A protocol's requirement answered by each conformer: the conformers found through the
    /// table, one that conforms through a protocol inheriting it among them.
    func testConformersPropertyChainsReachIndirectConformers() {
        let file = SourceFile(path: "Feeds.swift", text: """
            protocol FeedProviding { var items: Observable<Int> { get } }
            protocol SpecialFeedProviding: FeedProviding {}
            final class PlainFeed: FeedProviding {
                let items: Observable<Int>
                init() {
                    items = Observable.just(1)
                }
            }
            final class Unrelated {
                let items = Observable.of(3)
            }
            final class SpecialFeed: SpecialFeedProviding {
                let items: Observable<Int> = Observable.of(1, 2)
            }
            """)
        let index = ProjectIndex([Analyzer.scan(file)])
        let found = index.conformersPropertyChains("items", of: "FeedProviding")
        XCTAssertEqual(found?.map(\.declaringType), ["PlainFeed", "SpecialFeed"])
    }

    /// Each file's test-path answer is `isTestPath` of its path, worked out once: asked again
    /// (or for another index's file at the same position) it is the table's.
    func testTestFilesAnswerAsTheirPaths() {
        let files = ["App/Feed.swift", "AppTests/FeedTests.swift", "App/FeedSpec.swift", "Play.playground/Contents.swift"].map {
            Analyzer.scan(SourceFile(path: $0, text: "final class T\($0.count) {}\n"))
        }
        let index = ProjectIndex(files)
        let table = TestFiles.of(index)
        XCTAssertTrue(TestFiles.of(index) === table, "one table per index")
        for (g, file) in files.enumerated() {
            XCTAssertEqual(table.contains(Int32(g)), TestCode.isTestPath(file.path), file.path)
            XCTAssertEqual(table.contains(Int32(g)), TestCode.isTestPath(file.path), "asked again")
        }
        XCTAssertFalse(table.contains(-1))
        XCTAssertFalse(table.contains(99))
        XCTAssertFalse(ProjectIndex(files).sharedAnswers === index.sharedAnswers, "a new index starts with new answers")
    }

    func testStandardKnowledgeIsKnownAsSuch() {
        XCTAssertTrue(Knowledge.standard.isStandard)
        XCTAssertTrue(Knowledge.standard.extended(with: KnowledgeExtension()).isStandard)
        var ext = KnowledgeExtension()
        ext.subscriptionCalls = ["subscribeSafely"]
        XCTAssertFalse(Knowledge.standard.extended(with: ext).isStandard)
        var bags = KnowledgeExtension()
        bags.disposeBagNames = ["trash"]
        XCTAssertFalse(Knowledge.standard.extended(with: bags).isStandard)
    }

    /// A file whose type facts read chains (a property and a method of sequence types, a
    /// sequence handed to another object) gives the same sites whether the extraction makes
    /// its own extractor or reuses the type facts' reader.
    func testSitesAreTheSameWithTheTypeFactsReader() throws {
        let text = """
            import RxSwift
            import RxCocoa
            final class FeedViewModel {
                let refresh = PublishRelay<Void>()
                let items: Observable<[Int]>
                var count: Observable<Int> { items.map { $0.count } }
                init(api: API) {
                    items = refresh.flatMapLatest { api.fetch() }.share(replay: 1)
                }
                func load() -> Observable<Int> { refresh.map { 1 } }
            }
            final class FeedViewController: UIViewController {
                let viewModel = FeedViewModel(api: API())
                let disposeBag = DisposeBag()
                var total = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewModel.items.subscribe(onNext: { self.total = $0.count }).disposed(by: disposeBag)
                    viewModel.load().bind { self.total += $0 }.disposed(by: disposeBag)
                    presenter.bind(tap: button.rx.tap.asObservable())
                    _ = viewModel.count.subscribe(onNext: { print($0) })
                }
            }
            """
        let bytes = Array(text.utf8)
        let compared: (fresh: String, reused: String, readerMade: Bool) = bytes.withUnsafeBufferPointer { buffer in
            let lexed = Lexer.lex(buffer)
            let structure = StructureBuilder.build(tokens: lexed.tokens, bytes: buffer)
            return structure.tokens.withUnsafeBufferPointer { toks in
                let text = TokenText(bytes: buffer, tokens: toks, limits: LimitLog())
                var names: [UInt32] = []
                var aliases: [TypeAlias] = []
                var reader: SiteExtractor?
                _ = TypeFactsExtractor.extract(structure, text, calledNames: &names, typeAliases: &aliases, imports: nil, reader: &reader)
                let fresh = SiteExtractor.sitesNotingLimits(structure: structure, text: text, knowledge: .standard)
                let reused = SiteExtractor.sitesNotingLimits(structure: structure, text: text, knowledge: .standard, reusing: reader)
                return (String(describing: fresh.sites) + String(describing: fresh.limits),
                        String(describing: reused.sites) + String(describing: reused.limits), reader != nil)
            }
        }
        XCTAssertTrue(compared.readerMade, "the type facts read chains of this file")
        XCTAssertEqual(compared.reused, compared.fresh)
        XCTAssertFalse(compared.fresh.isEmpty)
    }
}
