/// A subscription kept by nothing tied to its owner's lifetime: a local `Disposable` never
/// disposed or stored, a `Disposable` property overwritten without disposing the previous
/// subscription, or a `Disposable`/`CompositeDisposable`/`SerialDisposable` property that is
/// never disposed (unlike `DisposeBag`, they do not dispose when their owner goes away).
enum MissingDisposeBagRule: SiteRule {
    static let description = RuleDescription(
        identifier: "missing_dispose_bag", name: "Missing Dispose Bag",
        summary: "A subscription is kept by nothing tied to its owner's lifetime, so nothing disposes it.",
        kind: .lint, defaultSeverity: .warning)

    static func check(_ model: OwnershipModel) -> [Diagnostic] {
        switch model.keeper {
        case .unusedLocal(let name):
            guard !model.isCycleThroughOwnedSubject, let evaluation = model.orphan() else { return [] }
            let message = "The subscription stored in '\(name)' is never disposed, stored or returned: \(lifetimePhrase(model, evaluation.verdict))."
            return [diagnostic(model, evaluation, message: message,
                               fix: "Add it to a bag owned by the object (`.disposed(by: disposeBag)`) or call `\(name).dispose()` when it must stop.")]
        case .ownerStored(let name, let kind, let disposal, let reassignment, let uncalled):
            // A property that another method disposes (`stop()`) has a managed lifecycle.
            if let r = reassignment, !r.inInitializer, !r.disposedBefore, !disposal.contains(.otherMethod) {
                guard var evaluation = model.orphan() else { return [] }
                evaluation.chain = ["self", "\(name) (overwritten)", "previous subscription, disposed by nobody"] + evaluation.chain.dropFirst()
                let message = "'\(name)' is reassigned without disposing the subscription it held: the previous one keeps running and \(lifetimePhrase(model, evaluation.verdict))."
                return [diagnostic(model, evaluation, message: message,
                                   fix: "Call `\(name)?.dispose()` before reassigning, or make '\(name)' a SerialDisposable.", severityCap: .warning)]
            }
            guard disposal.isEmpty, let evaluation = model.orphan() else { return [] }
            let never = uncalled.isEmpty ? "is never disposed"
                : "is disposed only in \(uncalled.map { "'\($0)()'" }.joined(separator: " and ")), which no code of the project calls"
            // A type that keeps a process-long instance of itself: that instance outlives
            // nothing, its subscription neither (severity `info`, as for a cycle).
            let shared = model.ownerSharedInstance.map { WholeProcessNote.ifSelfIs("'\($0)'") }
            let message = "'\(name)' (\(kind.rawValue)) \(never); unlike DisposeBag it does not dispose when self is deallocated, so the subscription outlives self: \(lifetimePhrase(model, evaluation.verdict))." + (shared ?? "")
            let fix = kind == .array ? "Dispose its elements in deinit (`\(name).forEach { $0.dispose() }`), or use `.disposed(by: disposeBag)` instead."
                : "Dispose '\(name)' in deinit, or use `.disposed(by: disposeBag)` instead."
            var d = diagnostic(model, evaluation, message: message, fix: fix, severityCap: shared != nil ? .info : nil)
            // --fix disposes it in the class's deinit (the fixer checks that the file declares
            // the class and the property). A value owner has no deinit; a property of
            // another object (`a.b`) is not the owner's to dispose there.
            if !model.ownerIsValue, !model.ownerMayBeValue, !name.contains(".") {
                d.fixKind = .disposeInDeinit(property: name, isArray: kind == .array)
            }
            return [d]
        case .ownerBag(let name, _):
            guard let evaluation = model.accumulatesOnReuse() else { return [] }
            // Who adds it: a per-item method, or setting a property (its observer, or a method
            // the observer calls).
            let adder: String
            let resetPlace: String
            switch (model.setProperty, model.inSetter) {
            case (let property?, true):
                adder = "Setting '\(property)'"
                resetPlace = "the '\(model.functionName)' of '\(property)'"
            case (let property?, false):
                adder = "'\(model.functionName)', run each time '\(property)' is set,"
                resetPlace = "'\(model.functionName)'"
            case (nil, _):
                if let caller = model.perItemCaller {
                    adder = "'\(model.functionName)', run by each call of '\(caller)',"
                } else {
                    adder = "'\(model.functionName)'"
                }
                resetPlace = "'\(model.perItemCaller ?? model.functionName)'"
            }
            let message = "\(adder) adds this subscription to '\(name)' of a reusable cell, and nothing resets that bag: every reuse adds another subscription, all alive and delivering until the cell is deallocated."
            return [diagnostic(model, evaluation, message: message,
                               fix: "Reset the bag for each item: assign `\(name) = DisposeBag()` at the start of \(resetPlace) or in `prepareForReuse` (a `let` bag becomes a `var`).",
                               severityCap: .warning)]
        case .processBag(let text, let global):
            guard let evaluation = model.orphan() else { return [] }
            let kind = global ? "a global DisposeBag (declared outside any type)" : "a static DisposeBag"
            let message = "'\(text)' is \(kind) that lives as long as the process: it never disposes this subscription, and each call adds another; \(lifetimePhrase(model, evaluation.verdict))."
            return [diagnostic(model, evaluation, message: message,
                               fix: "Use a DisposeBag owned by the object whose lifetime should end the subscription.")]
        default:
            return []
        }
    }
}
