/// Feature files: view models, view controllers, services, cells and models.
extension CorpusGenerator {
    func viewModelFile(name: String, feature: String, entity: String) -> CodeWriter {
        var w = CodeWriter()
        let inherits = rng.chance(60)
        let service = "\(entity.lowercased())Service"
        var ctx = TypeContext(typeName: name, feature: feature, entity: entity, service: service)
        ctx.relays = ["itemsRelay", "selectionRelay", "searchQuery", "statusSubject"]
        fileHeader(&w, name: name, imports: ["Foundation", "RxSwift", "RxCocoa", "RxRelay"])
        docComment(&w, "Presentation logic of the \(feature.lowercased()) screen.")
        w.block("final class \(name): \(inherits ? "BaseViewModel, " : "")ViewModelType {") { w in
            w.block("struct Input {") { w in
                w.line("let query: Observable<String>")
                w.line("let selection: Observable<IndexPath>")
            }
            w.block("struct Output {") { w in
                w.line("let items: Driver<[\(entity)]>")
                w.line("let title: Driver<String>")
            }
            w.line()
            w.line("// MARK: - State")
            w.line()
            w.line("let itemsRelay = BehaviorRelay<[\(entity)]>(value: [])")
            w.line("let selectionRelay = PublishRelay<\(entity)>()")
            w.line("let searchQuery = BehaviorSubject<String>(value: \"\")")
            w.line("private let statusSubject = ReplaySubject<String>.create(bufferSize: \(rng.between(1, 3)))")
            w.line("private let output = PublishRelay<[\(entity)]>()")
            w.line("private var timerDisposable: Disposable?")
            w.line("private let \(service): \(entity)ServiceProtocol")
            if !inherits {
                w.line("let isLoading = BehaviorRelay<Bool>(value: false)")
                w.line("let errorMessage = PublishRelay<String>()")
                w.line("let refreshTrigger = PublishRelay<Void>()")
                w.line(rng.chance(85) ? "private let disposeBag = DisposeBag()" : "// no bag: subscriptions below are kept by nobody")
            }
            w.line()
            w.block("init(\(service): \(entity)ServiceProtocol) {") { w in
                w.line("self.\(service) = \(service)")
                if inherits { w.line("super.init()") }
                w.line("bind()")
            }
            w.line()
            w.block("func transform(_ input: Input) -> Output {") { w in
                w.line("input.query")
                w.indent()
                w.line(".bind(to: searchQuery)")
                w.line(".disposed(by: disposeBag)")
                w.dedent()
                w.line("let title = itemsRelay")
                w.indent()
                w.line(".map { items in items.isEmpty ? \"No \(entity.lowercased())s\" : \"\\(items.count) \(entity.lowercased())s\" }")
                w.line(".asDriver(onErrorJustReturn: \"\")")
                w.dedent()
                w.line("return Output(items: itemsRelay.asDriver(), title: title)")
            }
            w.line()
            w.block("private func bind() {") { w in
                for k in 0..<rng.between(3, 8) {
                    if k > 0 { w.line() }
                    subscriptionSite(&w, ctx: ctx)
                }
            }
            for _ in 0..<rng.between(1, 3) {
                w.line()
                plainMethod(&w, ctx: ctx)
            }
            w.line()
            w.block("private func \(rng.pick(Vocabulary.verbs))\(entity)(_ value: Any) {") { w in
                w.line("statusSubject.onNext(\"handled \\(String(describing: value))\")")
            }
        }
        return w
    }

    func viewControllerFile(name: String, feature: String, entity: String) -> CodeWriter {
        var w = CodeWriter()
        let viewModelType = "\(feature)ViewModel"
        var ctx = TypeContext(typeName: name, feature: feature, entity: entity, service: "viewModel.service")
        ctx.isViewController = true
        ctx.relays = ["viewModel.itemsRelay", "viewModel.selectionRelay", "viewModel.isLoading", "searchBar.rx.text.orEmpty"]
        let label = rng.pick(Vocabulary.labels)
        let button = rng.pick(Vocabulary.buttons)
        fileHeader(&w, name: name, imports: ["UIKit", "RxSwift", "RxCocoa"])
        docComment(&w, "Shows \(entity.lowercased())s for the \(feature.lowercased()) flow.")
        w.block("final class \(name): BaseViewController {") { w in
            w.line("@IBOutlet private weak var tableView: UITableView!")
            w.line("@IBOutlet private weak var \(label): UILabel!")
            w.line("@IBOutlet private weak var \(button): UIButton!")
            w.line("@IBOutlet private weak var searchBar: UISearchBar!")
            w.line("private let viewModel: \(viewModelType)")
            w.line("private let searchQuery = PublishRelay<String>()")
            w.line("private var timerDisposable: Disposable?")
            w.line()
            w.block("init(viewModel: \(viewModelType)) {") { w in
                w.line("self.viewModel = viewModel")
                w.line("super.init(nibName: nil, bundle: nil)")
            }
            w.line()
            w.line("@available(*, unavailable)")
            w.line("required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }")
            w.line()
            w.block("override func viewDidLoad() {") { w in
                w.line("super.viewDidLoad()")
                w.line("title = NSLocalizedString(\"\(feature.lowercased()).title\", comment: \"\")")
                w.line("bindViewModel()")
            }
            w.line()
            w.block("private func bindViewModel() {") { w in
                w.line("let output = viewModel.transform(.init(query: searchBar.rx.text.orEmpty.asObservable(),")
                w.line("                                           selection: tableView.rx.itemSelected.asObservable()))")
                w.line("output.title")
                w.indent()
                w.line(".drive(\(label).rx.text)")
                w.line(".disposed(by: disposeBag)")
                w.dedent()
                w.line("output.items")
                w.indent()
                w.line(".drive(tableView.rx.items(cellIdentifier: \"\(entity)Cell\", cellType: \(entity)Cell.self)) { row, item, cell in")
                w.line("    cell.configure(with: item, isFirst: row == 0)")
                w.line("}")
                w.line(".disposed(by: disposeBag)")
                w.dedent()
                w.line("\(button).rx.tap")
                w.indent()
                w.line(".throttle(.milliseconds(500), scheduler: MainScheduler.instance)")
                w.line(".bind(to: viewModel.refreshTrigger)")
                w.line(".disposed(by: disposeBag)")
                w.dedent()
                for _ in 0..<rng.between(2, 6) {
                    w.line()
                    subscriptionSite(&w, ctx: ctx)
                }
            }
            for _ in 0..<rng.between(1, 2) {
                w.line()
                plainMethod(&w, ctx: ctx)
            }
        }
        if rng.chance(30) {
            w.line()
            w.line("// MARK: - UITableViewDelegate")
            w.line()
            w.block("extension \(name): UITableViewDelegate {") { w in
                w.block("func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {") { w in
                    w.line("indexPath.row == 0 ? \(rng.between(60, 120)).0 : UITableView.automaticDimension")
                }
            }
        }
        return w
    }

    func serviceFile(name: String, entity: String) -> CodeWriter {
        var w = CodeWriter()
        let ctx = TypeContext(typeName: name, feature: "Service", entity: entity, service: "self",
                              relays: ["cacheRelay", "updates"])
        fileHeader(&w, name: name, imports: ["Foundation", "RxSwift", "RxRelay"])
        w.block("protocol \(entity)ServiceProtocol: AnyObject {") { w in
            w.line("func fetch\(entity)s(page: Int) -> Single<[\(entity)]>")
            w.line("func load\(entity)s(matching query: String) -> Observable<[\(entity)]>")
        }
        w.line()
        docComment(&w, "Talks to `/v\(rng.between(1, 3))/\(entity.lowercased())s` and caches the last page.")
        w.block("final class \(name): \(entity)ServiceProtocol {") { w in
            w.line("private let session: URLSession")
            w.line("private let decoder = JSONDecoder()")
            w.line("private let cacheRelay = BehaviorRelay<[Int: [\(entity)]]>(value: [:])")
            w.line("let updates = PublishSubject<\(entity)>()")
            w.line("private var timerDisposable: Disposable?")
            w.line("private let disposeBag = DisposeBag()")
            w.line("private let baseURL = URL(string: \"https://api.example.com/v\(rng.between(1, 3))\")!")
            w.line()
            w.block("init(session: URLSession = .shared) {") { w in
                w.line("self.session = session")
                w.line("startPolling()")
            }
            w.line()
            w.block("func fetch\(entity)s(page: Int) -> Single<[\(entity)]> {") { w in
                w.line("let url = baseURL.appendingPathComponent(\"\(entity.lowercased())s\").appending(queryItems: [URLQueryItem(name: \"page\", value: \"\\(page)\")])")
                w.block("return Single.create { [weak self] single in", closing: "}") { w in
                    w.line("guard let self else { return Disposables.create() }")
                    w.block("let task = self.session.dataTask(with: url) { data, _, error in", closing: "}") { w in
                        w.block("if let error {", closing: "}") { w in
                            w.line("single(.failure(error))")
                            w.line("return")
                        }
                        w.line("do {")
                        w.line("    let items = try self.decoder.decode([\(entity)].self, from: data ?? Data())")
                        w.line("    single(.success(items))")
                        w.line("} catch {")
                        w.line("    single(.failure(error))")
                        w.line("}")
                    }
                    w.line("task.resume()")
                    w.line("return Disposables.create { task.cancel() }")
                }
            }
            w.line()
            w.block("func load\(entity)s(matching query: String) -> Observable<[\(entity)]> {") { w in
                w.line("fetch\(entity)s(page: 0)")
                w.indent()
                w.line(".asObservable()")
                w.line(".map { $0.filter { \"\\($0)\".localizedCaseInsensitiveContains(query) } }")
                w.dedent()
            }
            w.line()
            w.block("private func startPolling() {") { w in
                for k in 0..<rng.between(1, 4) {
                    if k > 0 { w.line() }
                    subscriptionSite(&w, ctx: ctx)
                }
            }
            w.line()
            w.block("private func refresh() {") { w in
                w.line("_ = fetch\(entity)s(page: 0).subscribe(onSuccess: { [weak self] in self?.cacheRelay.accept([0: $0]) })")
            }
        }
        return w
    }

    func cellFile(name: String, entity: String) -> CodeWriter {
        var w = CodeWriter()
        let label = rng.pick(Vocabulary.labels)
        let button = rng.pick(Vocabulary.buttons)
        fileHeader(&w, name: name, imports: ["UIKit", "RxSwift", "RxCocoa"])
        w.block("final class \(name): BaseTableViewCell {") { w in
            w.line("@IBOutlet private weak var \(label): UILabel!")
            w.line("@IBOutlet private weak var \(button): UIButton!")
            w.line("let tapped = PublishRelay<\(entity)>()")
            w.line()
            w.block("func configure(with item: \(entity), isFirst: Bool) {") { w in
                w.line("\(label).text = \"\\(item.\(rng.pick(Vocabulary.fields)))\"")
                w.line("\(button).rx.tap")
                w.indent()
                w.line(".map { item }")
                w.line(".bind(to: tapped)")
                w.line(".disposed(by: disposeBag)")
                w.dedent()
                if rng.chance(40) {
                    w.line("\(button).rx.tap")
                    w.indent()
                    w.line(rng.chance(25) ? ".subscribe(onNext: { self.animateTap() })" : ".subscribe(onNext: { [weak self] in self?.animateTap() })")
                    w.line(".disposed(by: disposeBag)")
                    w.dedent()
                }
            }
            w.line()
            w.block("private func animateTap() {") { w in
                w.block("UIView.animate(withDuration: 0.\(rng.between(1, 4))) {", closing: "}") { w in
                    w.line("self.\(button).transform = CGAffineTransform(scaleX: 0.95, y: 0.95)")
                }
            }
        }
        return w
    }

    func modelFile(name: String, entity: String) -> CodeWriter {
        var w = CodeWriter()
        fileHeader(&w, name: name, imports: ["Foundation"])
        docComment(&w, "A \(entity.lowercased()) as the API returns it.")
        w.block("struct \(name): Codable, Hashable {") { w in
            w.line("let identifier: UUID")
            for field in Vocabulary.fields.shuffled(using: &rng).prefix(rng.between(3, 7)) {
                w.line("var \(field): \(rng.pick(["String", "Int", "Double", "Bool", "Date?", "[String]"]))")
            }
            w.line()
            w.block("enum CodingKeys: String, CodingKey {") { w in
                w.line("case identifier = \"id\"")
            }
        }
        w.line()
        w.block("extension \(name) {") { w in
            w.line("static let datePattern = /(?<year>\\d{4})-(?<month>\\d{2})-(?<day>\\d{2})/")
            w.line("static let sample = \"\"\"")
            w.line("    {\"id\": \"\\(UUID().uuidString)\", \"\(entity.lowercased())\": true,")
            w.line("     \"note\": \"multi-line \\\"fixture\\\" with \\\\ escapes\"}")
            w.line("    \"\"\"")
            w.line()
            w.block("var debugSummary: String {") { w in
                w.line("#if DEBUG")
                w.line("return #\"\\#(identifier) \"\\#(String(describing: self))\"\"#")
                w.line("#else")
                w.line("return identifier.uuidString")
                w.line("#endif")
            }
            w.line()
            w.block("static func isValid(_ raw: String) -> Bool {") { w in
                w.line("guard let match = raw.firstMatch(of: datePattern) else { return false }")
                w.line("return Int(match.year) ?? 0 >= \(rng.between(1990, 2020)) && raw.count < 0x\(String(rng.between(16, 255), radix: 16))")
            }
        }
        return w
    }
}

extension SeededRandom: RandomNumberGenerator {}
