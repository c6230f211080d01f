/// `.disposed(by: DisposeBag())` or a `DisposeBag` local to a function: the bag is released
/// when the scope ends, disposing the subscription before any later event arrives.
enum LocalDisposeBagRule: SiteRule {
    static let description = RuleDescription(
        identifier: "local_dispose_bag", name: "Local Dispose Bag",
        summary: "A subscription added to a DisposeBag that dies at the end of the scope is disposed at once.",
        kind: .lint, defaultSeverity: .error)

    static func check(_ model: OwnershipModel) -> [Diagnostic] {
        guard let evaluation = model.disposedAtScopeEnd() else { return [] }
        if case .handedOver = model.keeper {
            let message = "This subscription is disposed right after it is made (`.dispose()` on its result): \(model.source.description) is cancelled, and nothing it sends later arrives."
            return [diagnostic(model, evaluation, message: message,
                               fix: "Keep the subscription until the answer comes: `.disposed(by: disposeBag)` with a bag of the object that owns it, or no disposal at all for a request that completes.")]
        }
        let message = "This subscription is added to a DisposeBag that is released at the end of the scope: it is disposed then, and no event \(model.source.description) sends after that arrives."
        // When the source's timing is unknown, rxlint cannot tell that anything comes later.
        return [diagnostic(model, evaluation, message: message,
                           fix: "Use a DisposeBag stored in a property of the object that owns this subscription.",
                           severityCap: model.deliversLater ? nil : .warning)]
    }
}
