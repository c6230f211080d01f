import RxLintKit

/// Names one generated type uses for its collaborators.
struct TypeContext {
    var typeName: String
    var feature: String
    var entity: String
    var bag = "disposeBag"
    var service: String
    /// Relays and subjects the type declares, usable as sources and `bind(to:)` targets.
    var relays: [String] = []
    var isViewController = false
    var viewModel = "viewModel"
}

/// Generates a deterministic corpus of RxSwift app code: view models, view controllers,
/// services, cells and models across many files, with base classes declared once and
/// subclassed elsewhere, and a small share of real leaks.
final class CorpusGenerator {
    var rng: SeededRandom
    /// Percent of subscriptions written with a strong `self` capture.
    let leakPercent = 6

    init(seed: UInt64) {
        rng = SeededRandom(seed: seed)
    }

    /// Files totalling at least `targetLines` lines.
    func generate(lines targetLines: Int) -> [SourceFile] {
        var files: [SourceFile] = []
        var lines = 0
        func add(_ path: String, _ w: CodeWriter) {
            files.append(SourceFile(path: path, text: w.text))
            lines += w.lineCount
        }
        add("App/Base/BaseViewController.swift", baseViewControllerFile())
        add("App/Base/BaseViewModel.swift", baseViewModelFile())
        add("App/Base/BaseTableViewCell.swift", baseCellFile())
        var serial = 0
        while lines < targetLines {
            serial += 1
            let feature = rng.pick(Vocabulary.features)
            let entity = rng.pick(Vocabulary.entities)
            let folder = "App/Features/\(feature)"
            switch rng.below(100) {
            case 0..<32:
                let name = "\(feature)ViewModel\(serial)"
                add("\(folder)/\(name).swift", viewModelFile(name: name, feature: feature, entity: entity))
            case 32..<58:
                let name = "\(feature)ViewController\(serial)"
                add("\(folder)/\(name).swift", viewControllerFile(name: name, feature: feature, entity: entity))
            case 58..<74:
                let name = "\(entity)Service\(serial)"
                add("App/Services/\(name).swift", serviceFile(name: name, entity: entity))
            case 74..<86:
                let name = "\(entity)Cell\(serial)"
                add("\(folder)/Cells/\(name).swift", cellFile(name: name, entity: entity))
            default:
                let name = "\(entity)\(serial)"
                add("App/Models/\(name).swift", modelFile(name: name, entity: entity))
            }
        }
        return files
    }

    // MARK: - Shared pieces

    func fileHeader(_ w: inout CodeWriter, name: String, imports: [String]) {
        w.line("//")
        w.line("//  \(name).swift")
        w.line("//  App")
        w.line("//")
        w.line("//  Created by \(rng.pick(Vocabulary.authors)) on \(rng.between(1, 28))/\(rng.between(1, 12))/20\(rng.between(19, 25)).")
        w.line("//")
        w.line()
        for module in imports { w.line("import \(module)") }
        w.line()
    }

    func docComment(_ w: inout CodeWriter, _ summary: String) {
        w.line("/// \(summary)")
        if rng.chance(30) {
            w.line("///")
            w.line("/// - Note: Runs on the main scheduler; see `\(rng.pick(Vocabulary.features))Coordinator`.")
        }
    }

    /// A non-reactive method, so files are not only subscriptions.
    func plainMethod(_ w: inout CodeWriter, ctx: TypeContext) {
        let field = rng.pick(Vocabulary.fields)
        switch rng.below(5) {
        case 0:
            w.block("private func format\(field.capitalizedFirst)(_ value: Double) -> String {") { w in
                w.line("let formatter = NumberFormatter()")
                w.line("formatter.numberStyle = .\(rng.pick(["decimal", "currency", "percent"]))")
                w.line("formatter.maximumFractionDigits = \(rng.between(0, 3))")
                w.line("return formatter.string(from: NSNumber(value: value)) ?? \"\\(value)\"")
            }
        case 1:
            w.block("func show(error: Error) {") { w in
                w.line("let message: String")
                w.block("switch error {", closing: "}") { w in
                    w.line("case let urlError as URLError where urlError.code == .notConnectedToInternet:")
                    w.line("    message = \"You appear to be offline.\"")
                    w.line("case is DecodingError:")
                    w.line("    message = #\"The server sent something we did not understand (\"\\#(ctx.entity)\").\"#")
                    w.line("default:")
                    w.line("    message = \"Something went wrong: \\(error.localizedDescription)\"")
                }
                w.line("errorMessage.accept(message)")
            }
        case 2:
            w.block("private func validate(_ input: String) -> Bool {") { w in
                w.line("guard !input.isEmpty, input.count <= \(rng.between(16, 256)) else { return false }")
                w.line("return input.range(of: \"^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,}$\", options: .regularExpression) != nil")
            }
        case 3:
            w.block("var \(field)Description: String {") { w in
                w.line("let parts = [\(ctx.typeName).self.description, \"\(field)\", String(\(rng.between(0, 999)))]")
                w.line("return parts.joined(separator: \" · \")")
            }
        default:
            w.block("deinit {") { w in
                w.line("print(\"\\(type(of: self)) deinit\") // helps spot leaks in the console")
            }
        }
    }

    // MARK: - Subscriptions

    /// One subscription site in one of the shapes real code has.
    func subscriptionSite(_ w: inout CodeWriter, ctx: TypeContext) {
        let source = ctx.relays.isEmpty ? "Observable.just(0)" : rng.pick(ctx.relays)
        let action = "\(rng.pick(Vocabulary.verbs))\(ctx.entity)"
        if rng.chance(10) { w.line("// \(rng.pick(["Keep in sync with the server.", "TODO: move to the coordinator.", "Drives the empty state.", "FIXME: fires twice on iOS 15."]))") }
        // Weighted like app code: mostly bag-kept chains and bindings, a few real mistakes.
        let shapes = [0, 0, 0, 0, 0, 0, 0, 0, 4, 4, 4, 5, 5, 8, 9, 10, 11, 12, 13, 14, 14, 15]
        var shape = rng.pick(shapes)
        if rng.chance(3) { shape = 6 }
        if rng.chance(2) { shape = 7 }
        switch shape {
        case 0...3:
            w.line(source)
            w.indent()
            for op in operatorLines(owner: ctx.typeName, entity: ctx.entity, count: rng.between(0, 4)) { w.line(op) }
            subscribe(&w, capture: capture(leakPercent: leakPercent), action: action)
            disposal(&w, bag: ctx.bag)
            w.dedent()
        case 4:
            let target = ctx.relays.count > 1 ? ctx.relays[1] : "self.output"
            w.line("\(source)")
            w.indent()
            for op in operatorLines(owner: ctx.typeName, entity: ctx.entity, count: rng.between(1, 3)) { w.line(op) }
            w.line(".bind(to: \(target))")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 5:
            w.line("searchQuery")
            w.indent()
            w.line(".debounce(.milliseconds(300), scheduler: MainScheduler.instance)")
            w.line(".distinctUntilChanged()")
            flatMapLatest(&w, service: ctx.service, entity: ctx.entity, leakPercent: leakPercent)
            w.line(".observe(on: MainScheduler.instance)")
            subscribe(&w, capture: capture(leakPercent: leakPercent), action: "show")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 6:
            // A discarded subscription: nobody can dispose it.
            w.line("_ = \(source)")
            w.indent()
            for op in operatorLines(owner: ctx.typeName, entity: ctx.entity, count: rng.between(0, 2)) { w.line(op) }
            subscribe(&w, capture: capture(leakPercent: 30), action: action)
            w.dedent()
        case 7:
            // A local bag: disposed at the end of the scope.
            w.line("let bag = DisposeBag()")
            w.line("\(source)")
            w.indent()
            subscribe(&w, capture: .weakOptionalChain, action: action)
            w.line(".disposed(by: bag)")
            w.dedent()
        case 8:
            w.line("\(source)")
            w.indent()
            w.line(".withUnretained(self)")
            w.line(".subscribe(onNext: { owner, value in owner.\(action)(value) })")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 9:
            w.line("Observable.combineLatest(\(source), isLoading.asObservable()) { value, loading in")
            w.line("    loading ? nil : value")
            w.line("}")
            w.indent()
            w.line(".compactMap { $0 }")
            subscribe(&w, capture: capture(leakPercent: leakPercent), action: action)
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 10:
            w.line("\(ctx.bag).insert(")
            w.indent()
            w.line("\(source).subscribe(onNext: { print(\"insert: \\($0)\") }),")
            w.line("isLoading.subscribe(onNext: { [weak self] in self?.updateSpinner($0) })")
            w.dedent()
            w.line(")")
        case 11:
            w.line("timerDisposable?.dispose()")
            w.line("timerDisposable = Observable<Int>.interval(.seconds(\(rng.between(5, 60))), scheduler: MainScheduler.instance)")
            w.indent()
            w.line(rng.chance(20) ? ".subscribe(onNext: { _ in self.refresh() })" : ".subscribe(onNext: { [weak self] _ in self?.refresh() })")
            w.dedent()
        case 12:
            w.line("NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)")
            w.indent()
            w.line(".map { _ in () }")
            w.line(".bind(to: refreshTrigger)")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 13:
            w.line("Single.just(\(ctx.entity)(\(rng.pick(Vocabulary.fields)): \"placeholder\"))")
            w.indent()
            w.line(".subscribe(onSuccess: { value in self.\(action)(value) })")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        case 14:
            w.line("\(source)")
            w.indent()
            w.line(".withLatestFrom(isLoading) { value, loading in (value, loading) }")
            w.line(".filter { !$0.1 }")
            w.line(".map { $0.0 }")
            subscribe(&w, capture: capture(leakPercent: leakPercent), action: action)
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
        default:
            w.line("#if DEBUG")
            w.line("\(source)")
            w.indent()
            w.line(".debug(\"\(ctx.typeName).\(source)\", trimOutput: true)")
            w.line(".subscribe()")
            w.line(".disposed(by: \(ctx.bag))")
            w.dedent()
            w.line("#endif")
        }
    }
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
