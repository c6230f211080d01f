/// How a subscribe closure refers to its owner.
enum Capture {
    case weakOptionalChain, weakGuard, unowned, strong, none, with
}

/// Building blocks of reactive code: operator chains, subscription endings, closures in the
/// styles real projects mix (weak, unowned, strong, `guard let self`, `subscribe(with:)`).
extension CorpusGenerator {
    func capture(leakPercent: Int) -> Capture {
        if rng.chance(leakPercent) { return .strong }
        return rng.pick([.weakOptionalChain, .weakGuard, .weakGuard, .unowned, .none, .with])
    }

    func operatorLines(owner: String, entity: String, count: Int) -> [String] {
        var lines: [String] = []
        for _ in 0..<count {
            switch rng.below(22) {
            case 0: lines.append(".map { $0.\(rng.pick(Vocabulary.fields)) }")
            case 1: lines.append(".filter { !$0.isEmpty }")
            case 2: lines.append(".distinctUntilChanged()")
            case 3: lines.append(".debounce(.milliseconds(\(rng.pick([150, 250, 300, 500]))), scheduler: MainScheduler.instance)")
            case 4: lines.append(".throttle(.seconds(\(rng.between(1, 3))), latest: \(rng.chance(50)), scheduler: MainScheduler.instance)")
            case 5: lines.append(".observe(on: MainScheduler.instance)")
            case 6: lines.append(".skip(\(rng.between(1, 2)))")
            case 7: lines.append(".share(replay: 1, scope: .whileConnected)")
            case 8: lines.append(".catchAndReturn([])")
            case 9: lines.append(".startWith(\(rng.pick(["[]", "nil", "0", "\"\"", "false"])))")
            case 10: lines.append(".compactMap { $0 }")
            case 11: lines.append(".map { \"\\($0)\" }")
            case 12: lines.append(".scan(0) { total, next in total + next }")
            case 13: lines.append(".do(onNext: { print(\"[\(owner)] value: \\($0)\") })")
            case 14: lines.append(".retry(\(rng.between(2, 5)))")
            case 15: lines.append(".subscribe(on: ConcurrentDispatchQueueScheduler(qos: .userInitiated))")
            case 16: lines.append(".map { ($0, $0.count > \(rng.between(1, 9))) }")
            case 17: lines.append(".filter { [weak self] _ in self?.isVisible ?? false }")
            case 18: lines.append(".distinctUntilChanged { $0.identifier == $1.identifier }")
            case 19: lines.append(".map(\\.\(rng.pick(Vocabulary.fields)))")
            case 20: lines.append(".take(until: rx.deallocated)")
            default: lines.append(".map { [\(entity)]($0.prefix(\(rng.between(5, 50)))) }")
            }
        }
        return lines
    }

    /// A multi-line `flatMapLatest`, sometimes capturing `self` strongly.
    func flatMapLatest(_ w: inout CodeWriter, service: String, entity: String, leakPercent: Int) {
        let strong = rng.chance(leakPercent)
        let verb = rng.pick(Vocabulary.verbs)
        if strong {
            w.block(".flatMapLatest { query -> Observable<[\(entity)]> in", closing: "}") { w in
                w.line("self.isLoading.accept(true)")
                w.line("return self.\(service).\(verb)\(entity)s(matching: query)")
                w.indent()
                w.line(".asObservable()")
                w.line(".catchAndReturn([])")
                w.dedent()
            }
        } else if rng.chance(50) {
            w.block(".flatMapLatest { [weak self] query -> Observable<[\(entity)]> in", closing: "}") { w in
                w.line("guard let self = self else { return .empty() }")
                w.line("return self.\(service).\(verb)\(entity)s(matching: query).asObservable()")
            }
        } else {
            // A capture list may name a stored value only through a new name.
            let captured = service.contains(".") ? "service = \(service)" : service
            let local = service.contains(".") ? "service" : service
            w.block(".flatMapLatest { [\(captured)] query in", closing: "}") { w in
                w.line("\(local).\(verb)\(entity)s(matching: query)")
                w.indent()
                w.line(".asObservable()")
                w.line(".materialize()")
                w.dedent()
            }
        }
    }

    /// `.subscribe(…)` with onNext and maybe onError / onCompleted / onDisposed closures.
    func subscribe(_ w: inout CodeWriter, capture: Capture, action: String) {
        let value = rng.pick(["value", "items", "result", "state", "text", "_"])
        let use = value == "_" ? "()" : "(\(value))"
        switch capture {
        case .with:
            w.block(".subscribe(with: self, onNext: { owner, \(value == "_" ? "_" : value) in", closing: "})") { w in
                w.line("owner.\(action)\(use)")
            }
            return
        case .weakOptionalChain:
            w.line(".subscribe(onNext: { [weak self] \(value) in")
            w.indent()
            w.line("self?.\(action)\(use)")
        case .weakGuard:
            w.line(".subscribe(onNext: { [weak self] \(value) in")
            w.indent()
            w.line(rng.chance(50) ? "guard let self else { return }" : "guard let self = self else { return }")
            w.line("self.\(action)\(use)")
        case .unowned:
            w.line(".subscribe(onNext: { [unowned self] \(value) in")
            w.indent()
            w.line("self.\(action)\(use)")
        case .strong:
            w.line(".subscribe(onNext: { \(value) in")
            w.indent()
            w.line("self.\(action)\(use)")
        case .none:
            w.line(".subscribe(onNext: { \(value) in")
            w.indent()
            w.line("print(\"received \\(\(value == "_" ? "()" : value)) at \\(Date())\")")
        }
        w.dedent()
        if rng.chance(35) {
            let strongError = rng.chance(15)
            w.line("}, onError: { \(strongError ? "" : "[weak self] ")error in")
            w.indent()
            w.line(strongError ? "self.show(error: error)" : "self?.show(error: error)")
            w.dedent()
        }
        if rng.chance(15) {
            w.line("}, onCompleted: {")
            w.indent()
            w.line("print(\"completed\")")
            w.dedent()
        }
        if rng.chance(8) {
            w.line("}, onDisposed: {")
            w.indent()
            w.line("self.isLoading.accept(false)")
            w.dedent()
        }
        w.line("})")
    }

    /// How the subscription's disposable is kept: usually the bag, sometimes a real mistake.
    func disposal(_ w: inout CodeWriter, bag: String) {
        if rng.chance(2) {
            w.line(".disposed(by: DisposeBag())")
        } else {
            w.line(".disposed(by: \(bag))")
        }
    }
}
