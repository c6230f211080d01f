/// Decides whether a call named like a subscription (`bind(to:)`, `subscribe(_:)`,
/// `drive(_:)`) is Rx's, or a project's own method of the same name that returns no
/// `Disposable` (a cell's `bind(to: viewModel)`, `super.bind(to:)`): those are never
/// subscriptions, whatever their labels.
enum CallResolver {
    /// Types whose values are Rx sequences or observers: a call on one is Rx's.
    static let reactiveTypes: Set<String> = RxCatalog.subjectTypes.union(RxCatalog.completingTraits).union(RxCatalog.controlTypes).union([
        "Observable", "ObservableType", "ObservableConvertibleType", "Driver", "Signal", "SharedSequence",
        "PrimitiveSequence", "ConnectableObservable", "Binder", "Reactive",
    ])

    private static let reactiveTypeNames = NameSet(reactiveTypes)

    static func isRxSubscription(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        // A helper (`bindAndCatch(weak:onNext:)`): only when the project declares a method of
        // that name on an Rx type, returning a Disposable; its closures are then kept by the
        // subscription it makes.
        if site.isProjectHelper {
            return RxCatalog.helperExtendedTypes.contains { index.method(site.call, of: $0).map(returnsDisposable) ?? false }
        }
        // The project's own overload with these labels returns nothing
        // (`subscribeNext(self, with: Self.show, bag: bag)`, which subscribes and puts the
        // subscription in the bag itself): its body is the subscription, linted where it is.
        // Asked of each extended type only for a name some void helper has (a few lookups,
        // not one per site), never of every method of the name: a project declares `bind()`
        // in thousands of types.
        if index.hasVoidSignatures(named: site.call),
           RxCatalog.helperExtendedTypes.contains(where: { index.method(site.call, of: $0)?.voidSignatures.contains(site.callLabels) ?? false }) {
            return false
        }
        // Operators before the call: its receiver is an Rx sequence.
        guard site.operators.isEmpty else { return true }
        // Read in place (binding the root would copy it).
        // The superclass's own method: Rx declares no subscription a subclass overrides.
        if site.root.path.count == 1, site.root.path[0] == "super" { return false }
        if site.root.create != nil || site.root.combination == .all || site.root.combination == .any { return true }
        if site.targetIsReactive || site.root.path.contains("rx") { return true }
        if let receiver = SourceResolver.receiverType(site.root, site: site, index: index) {
            if reactiveTypeNames.contains(receiver) { return true }
            if let method = index.method(site.call, of: receiver) { return returnsDisposable(method) }
            return true
        }
        // The receiver's type is unknown: when every method of this name the project declares
        // returns something else, the call is taken to be one of them.
        let declared = index.methods(named: site.call)
        return declared.isEmpty || declared.contains(where: returnsDisposable)
    }

    /// Whether the call certainly returns a `Disposable`, so that `--fix` may append
    /// `.disposed(by:)` to it (a call returning anything else would not compile then): a
    /// project helper declared so, a call on an Rx sequence (operators before it, an Rx
    /// receiver, a reactive target) or naming Rx's handlers, a method the receiver's type
    /// declares returning one. Not a `bind(to:)`/`drive(_:)` given a function, nor one on a
    /// receiver nothing is known about (a library's `bind(to:)` may return nothing).
    static func certainlyReturnsDisposable(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        if site.resultMayNotBeDisposable { return false }
        // `isRxSubscription` required the project's declaration to return one.
        if site.isProjectHelper { return true }
        if !site.operators.isEmpty || site.namesHandlers || site.targetIsReactive || site.root.path.contains("rx") { return true }
        if site.root.create != nil || site.root.combination == .all || site.root.combination == .any { return true }
        if let receiver = SourceResolver.receiverType(site.root, site: site, index: index) {
            return reactiveTypeNames.contains(receiver) || (index.method(site.call, of: receiver).map(returnsDisposable) ?? false)
        }
        return index.methods(named: site.call).contains(where: returnsDisposable)
    }

    private static func returnsDisposable(_ method: MethodFacts) -> Bool {
        method.returnType == "Disposable" || method.returnType == "Cancelable"
    }
}
