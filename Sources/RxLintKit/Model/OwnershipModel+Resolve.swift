extension OwnershipModel {
    /// The ownership model of one subscription, resolved against the project.
    static func resolve(_ site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge, inTestCode: Bool = false) -> OwnershipModel {
        let source = SourceResolver.resolve(site, index: index, knowledge: knowledge, inTestCode: inTestCode)
        let keeper = KeeperResolver.resolve(site, index: index, knowledge: knowledge)
        let ctx = site.context
        var captures = site.strongCaptures
        if !ctx.typeName.isEmpty, !ctx.isStatic {
            // A name that is also a property (`showAlert`, a `Binder` next to `showAlert(title:)`)
            // is the property wherever an observer is expected: not a method reference.
            for ref in site.functionReferences
            where index.method(ref.name, of: ctx.typeName) != nil && index.property(ref.name, of: ctx.typeName) == nil {
                captures.append(StrongCapture(role: ref.role, reason: .methodReference, start: ref.start, end: ref.end,
                                              oneArgumentLabel: index.oneArgumentLabel(ofMethod: ref.name, in: ctx.typeName), methodName: ref.name))
            }
        }
        // A capture in a chain a `flatMap` closure returns is held by the inner subscription:
        // nothing once that source ends during subscribe, and only until it ends when it does.
        var innerEndings: [Int: InnerEnding] = [:]
        if captures.contains(where: { $0.innerOperator >= 0 }) {
            var kept: [StrongCapture] = []
            for capture in captures {
                let k = Int(capture.innerOperator), b = Int(capture.innerInput)
                guard k >= 0, k < site.operators.count, b >= 0, b < site.operators[k].inputs.count else { kept.append(capture); continue }
                let inner = SourceResolver.resolveInput(site.operators[k].inputs[b], of: site, index: index, knowledge: knowledge, inTestCode: inTestCode)
                switch inner.completion {
                case .synchronous: continue
                case .later: innerEndings[kept.count] = InnerEnding(source: inner.description, operatorName: site.operators[k].name)
                case .ownerDeallocation, .never, .unknown: break
                }
                kept.append(capture)
            }
            captures = kept
        }
        let isValue: Bool
        if let kind = ctx.typeKind, let reference = kind.isReference { isValue = !reference }
        else { isValue = !ctx.typeName.isEmpty && !index.isReferenceType(ctx.typeName) }
        let replaced = replacedBag(keeper, ctx, index)
        // Made in one call and returned as made: a model changed after it is made is copied
        // on its way out.
        return OwnershipModel(site: site, source: source, keeper: keeper, captures: captures, ownerIsValue: isValue,
                              ownerMayBeValue: !isValue && selfMayBeValue(ctx, index: index),
                              reusedCellBag: reusedCellBag(site, keeper, index), inTestCode: inTestCode,
                              ownerSharedInstance: ctx.typeName.isEmpty || ctx.isStatic || isValue ? nil : index.sharedInstance(of: ctx.typeName),
                              innerEndings: innerEndings, replacedBag: replaced,
                              bagReplacedOnDisappearance: replaced.map { !$0.hasPrefix("rx.") && index.isReplacedOnDisappearance($0, in: ctx.typeName) } ?? false,
                              ownerIsApplicationDelegate: !ctx.typeName.isEmpty && !ctx.isStatic && !isValue && index.isNamed(ctx.typeName, .applicationDelegate))
    }

    /// The owner's bag holding the subscription, when a method of the owner's type (or a
    /// supertype's) assigns that property a new bag: the old bag goes, and disposes this
    /// subscription with it.
    private static func replacedBag(_ keeper: Keeper, _ ctx: SiteContext, _ index: ProjectIndex) -> String? {
        guard case .ownerBag(let name, nil) = keeper, !ctx.typeName.isEmpty, !ctx.isStatic else { return nil }
        return isReassigned(bag: name, ctx, index) ? name : nil
    }

    /// Whether `self` may be a value where `ctx` is: in an extension of a protocol the project
    /// declares, unless the protocol or the extension's `where Self:` makes it class-bound.
    static func selfMayBeValue(_ ctx: SiteContext, index: ProjectIndex) -> Bool {
        guard !ctx.typeName.isEmpty, !ctx.isStatic, ctx.typeKind == nil || ctx.typeKind == .protocol,
              index.kind(of: ctx.typeName) == .protocol else { return false }
        return !isClassBound(ctx.typeName, index: index) && !ctx.selfConstraints.contains { isClassBound($0, index: index) }
    }

    /// Whether conforming to (or being) `name` makes a type a class: `AnyObject`, a class, a
    /// framework class, or a protocol inheriting one of these. A name the project does not
    /// declare and the knowledge does not list is not taken to be one.
    static func isClassBound(_ name: String, index: ProjectIndex) -> Bool {
        if PlatformTypes.classBound.contains(name) { return true }
        for info in index.lineage(of: name) {
            if info.kind == .class || info.kind == .actor { return true }
            if info.inherited.contains(where: PlatformTypes.classBound.contains) { return true }
        }
        return false
    }

    /// The bag of a reusable cell that per-item code (`configure(with:)`, `bind(to:)`, a
    /// property's `didSet` and what it calls) adds to, when nothing in the cell ever resets it
    /// (`disposeBag = DisposeBag()` in `prepareForReuse`): every reuse adds one more
    /// subscription to it.
    private static func reusedCellBag(_ site: SubscriptionSite, _ keeper: Keeper, _ index: ProjectIndex) -> String? {
        guard case .ownerBag(let name, _) = keeper else { return nil }
        let ctx = site.context
        let perItem = ctx.functionKind == .function && ctx.functionParameterCount > 0 || ctx.setProperty != nil
            || perItemCaller(of: ctx) != nil
        guard perItem, !ctx.isStatic, !ctx.runsOnlyFromSetUp, !cellSetUpMethods.contains(ctx.functionName), index.isNamed(ctx.typeName, .cell) else { return nil }
        // ReactorKit's `View` resets `disposeBag` in its `reactor` setter before it calls
        // `bind(reactor:)`, and so before each helper only that binding runs.
        if ctx.functionName == "bind" || ctx.runsWithinReactorBinding, index.inherits(ctx.typeName, anyOf: LibrarySources.reactorViews) {
            return nil
        }
        // A bag the project does not declare (an unseen superclass's, a pod's base cell) may be
        // reset there (in its own per-item method, which the override calls through `super`):
        // whether it piles up, the code at hand cannot say.
        if !name.hasPrefix("rx."), index.property(name, of: ctx.typeName) == nil { return nil }
        return isReassigned(bag: name, ctx, index) ? nil : name
    }

    /// Whether a method of self's type (or a supertype's) assigns the bag property anew
    /// (`rx.disposeBag` is the property `disposeBag` of the reactive extension's base).
    private static func isReassigned(bag name: String, _ ctx: SiteContext, _ index: ProjectIndex) -> Bool {
        guard name.hasPrefix("rx.") else { return index.isReassigned(name, in: ctx.typeName) }
        let property = String(name.dropFirst(3))
        return index.isReassigned(property, in: ctx.typeName) || index.isReassigned(property, in: "Reactive")
    }

    /// The per-item method (with parameters, not one a cell runs once) that calls the method
    /// around `ctx` (without parameters), if any.
    static func perItemCaller(of ctx: SiteContext) -> String? {
        ctx.callersWithParameters.first { !cellSetUpMethods.contains($0) }
    }

    /// Methods a cell runs once, not per item.
    private static let cellSetUpMethods: Set<String> = [
        "awakeFromNib", "prepareForReuse", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow", "setSelected", "setHighlighted",
    ]
}
