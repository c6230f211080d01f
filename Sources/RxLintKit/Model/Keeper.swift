/// What keeps a subscription's `Disposable` alive, resolved against the project index.
public enum Keeper: Sendable {
    /// A `DisposeBag` property of `self` (own, inherited, `rx.disposeBag`): disposed when the
    /// owner deinitialises. `via` says how it reached the subscription when a caller passed
    /// it in (`passed to bind(bag:) by viewDidLoad()`).
    case ownerBag(name: String, via: String? = nil)
    /// A `Disposable`, `CompositeDisposable` or `SerialDisposable` property of `self`: these do
    /// not dispose when their owner goes away.
    /// `uncalledDisposers`: the methods that dispose it when no code calls any of them (its
    /// `disposal` then leaves out `otherMethod`).
    case ownerStored(name: String, kind: StoredKind, disposal: DisposalPlace, reassignment: Reassignment?, uncalledDisposers: [String] = [])
    /// The bag of an object `self` keeps in a (strong) property: `viewModel.disposeBag`. It is
    /// disposed only when that object goes, which it cannot before `self` does.
    case childBag(child: String, bag: String)
    /// A bag belonging to another object (`cell.disposeBag`); `passedIn`: a parameter, the
    /// caller's bag (`transform(input:disposeBag:)`), which it disposes when it goes.
    case otherBag(text: String, passedIn: Bool = false)
    /// A `static` bag (`Self.sharedBag`), or (`global`) one declared outside any type: it lives
    /// for the whole process, so nothing it holds is ever disposed, and every call adds one more.
    case processBag(text: String, global: Bool = false)
    /// A `DisposeBag` local to the function; `escapes` when it is stored, returned or captured;
    /// `drain` when the scope lets every event arrive before the bag goes.
    case localBag(name: String, escapes: Bool, drain: ScopeDrain?)
    /// `.disposed(by: DisposeBag())`.
    case freshBag
    /// Thrown away.
    case discarded(Fate.DiscardKind)
    /// Bound to a local that is never used again.
    case unusedLocal(name: String)
    /// Someone else decides (returned, passed on, disposed explicitly, stored in a collection).
    case handedOver(String)

    public enum StoredKind: String, Sendable {
        case disposable = "Disposable", composite = "CompositeDisposable", serial = "SerialDisposable", array = "[Disposable]"
    }

    /// A property assignment that may drop a previous subscription.
    public struct Reassignment: Sendable {
        public var disposedBefore: Bool
        public var inInitializer: Bool
    }

    /// Whether the owner's lifetime bounds the keeper (so a strong `self` closes a cycle).
    var isOwnedBySelf: Bool {
        switch self {
        case .ownerBag, .ownerStored, .childBag: return true
        default: return false
        }
    }
}

enum KeeperResolver {
    /// `viewModel.disposeBag` or `viewModel.rx.disposeBag`, where `viewModel` is a strong
    /// stored property of self's type: self → viewModel → bag, so a strong self closes a cycle.
    private static func childBag(_ path: [String], site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge) -> Keeper? {
        let owner = site.context.typeName
        guard path.count == 2 || path.count == 3 && path[1] == "rx", let child = path.first, let bag = path.last,
              let childType = index.property(child, of: owner), !index.isWeakProperty(child, of: owner) else { return nil }
        let isBag: Bool
        if path.count == 3 {
            isBag = bag == "disposeBag"
        } else if let bagType = index.property(bag, of: childType), !bagType.isEmpty {
            isBag = bagType == "DisposeBag"
        } else {
            isBag = knowledge.disposeBagNameSet.contains(bag)
        }
        return isBag ? .childBag(child: child, bag: path.dropFirst().joined(separator: ".")) : nil
    }

    /// A bag parameter that a method of the same object fills with its own bag, or a child's:
    /// `bindName(bag: disposeBag)` in `viewDidLoad`. One such call is enough for the chain
    /// self → bag → subscription to exist.
    private static func passedBag(label: String, site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge) -> Keeper? {
        let ctx = site.context
        for argument in index.bagArguments(passedTo: ctx.functionName, label: label, in: ctx.typeName) {
            let via = "passed to \(ctx.functionName)(\(label):) by \(argument.caller)()"
            let path = argument.path
            if path == ["rx", "disposeBag"] { return .ownerBag(name: "rx.disposeBag", via: via) }
            if path.count == 1 {
                let name = path[0]
                let type = index.property(name, of: ctx.typeName)
                if type == "DisposeBag" || (type ?? "").isEmpty && knowledge.disposeBagNames.contains(name) && (type != nil || index.hasUnseenSupertype(ctx.typeName)) {
                    return .ownerBag(name: name, via: via)
                }
                continue
            }
            if case .childBag(let child, let bag)? = childBag(path, site: site, index: index, knowledge: knowledge) {
                return .childBag(child: child, bag: "\(bag) (\(via))")
            }
        }
        return nil
    }

    /// A stored keeper of self, with where it is disposed. A `stop()` that disposes it counts
    /// only if some code calls it (or the system does, like `viewWillDisappear`).
    private static func storedKeeper(_ name: String, _ kind: Keeper.StoredKind, reassignment: Keeper.Reassignment?, type: String,
                                     index: ProjectIndex) -> Keeper {
        var disposal = index.disposal(of: name, in: type)
        var uncalled: [String] = []
        if disposal.contains(.otherMethod), let methods = index.uncalledDisposers(of: name, in: type) {
            disposal.remove(.otherMethod)
            uncalled = methods
        }
        return .ownerStored(name: name, kind: kind, disposal: disposal, reassignment: reassignment, uncalledDisposers: uncalled)
    }

    /// `Type.bag`, `Self.bag` or a bare `bag` naming a static `DisposeBag`.
    /// One the type's code never assigns anew: a bag replaced by `turnOn()` and set to nil by
    /// `turnOff()` lives as long as that code says, not as long as the process.
    private static func isStaticBag(_ path: [String], site: SubscriptionSite, index: ProjectIndex) -> Bool {
        let type = site.context.typeName
        switch path.count {
        case 1:
            // Whether some type declares a static bag of the name first: most projects have
            // none, which the index answers without a look-up.
            guard !type.isEmpty, index.isStaticBag(path[0], of: type) else { return false }
            // In an instance method a bare name is the instance property when there is one
            // (`rxbag` of the base controller, beside an extension's `static let rxbag`).
            if !site.context.isStatic, index.property(path[0], of: type) != nil { return false }
            return !index.isReassigned(path[0], in: type)
        case 2:
            let owner = path[0] == "Self" ? type : path[0]
            return index.isStaticBag(path[1], of: owner) && !index.isReassigned(path[1], in: owner)
        default: return false
        }
    }

    /// A view controller or a view: it owns the table or collection view its cells are in.
    static func isViewOwner(_ type: String, index: ProjectIndex) -> Bool {
        !type.isEmpty && index.isNamed(type, .viewOwner)
    }

    static func resolve(_ site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge) -> Keeper {
        let ctx = site.context
        let inType = !ctx.typeName.isEmpty && !ctx.isStatic
        switch site.fate {
        case .discarded(let kind):
            return .discarded(kind)
        case .handedOver(let why):
            return .handedOver(why)
        case .local(let name, let use):
            switch use {
            case .unused: return .unusedLocal(name: name)
            case .disposed: return .handedOver("disposed explicitly")
            case .escapes: return .handedOver("stored or passed on")
            }
        case .keptBy(let expr):
            if expr.isFresh { return .freshBag }
            if isStaticBag(expr.path, site: site, index: index) { return .processBag(text: expr.text) }
            if expr.isParameter {
                if inType, let label = expr.parameterLabel, let passed = passedBag(label: label, site: site, index: index, knowledge: knowledge) {
                    return passed
                }
                return .otherBag(text: expr.text, passedIn: true)
            }
            if expr.isArrayElement {
                // An array keeps its elements and disposes none of them when it goes.
                let path = ctx.strippingSelf(expr.path).path
                if expr.local == nil, inType, path.count == 1, index.property(path[0], of: ctx.typeName) == "[Disposable]" {
                    return storedKeeper(path[0], .array, reassignment: nil, type: ctx.typeName, index: index)
                }
                return .handedOver("stored in a collection")
            }
            if let local = expr.local {
                if local.typeName == "DisposeBag" || local.typeName.isEmpty && knowledge.disposeBagNameSet.contains(local.name) {
                    return .localBag(name: local.name, escapes: local.escapes, drain: local.drain)
                }
                return .handedOver("a local \(local.typeName.isEmpty ? "keeper" : local.typeName)")
            }
            let (path, viaSelf) = ctx.strippingSelf(expr.path)
            guard inType else { return .otherBag(text: expr.text) }
            if path == ["rx", "disposeBag"] { return .ownerBag(name: "rx.disposeBag") }
            // A bag the project's own reactive extension keeps on self (`rx.reuseBag`).
            if path.count == 2, path[0] == "rx", index.property(path[1], of: "Reactive") == "DisposeBag" {
                return .ownerBag(name: "rx." + path[1])
            }
            if let child = childBag(path, site: site, index: index, knowledge: knowledge) { return child }
            if expr.isCellOfOwner, path.count >= 2, isViewOwner(ctx.typeName, index: index) {
                // A cell of self's table or collection view: self → its view → the cell → its bag.
                return .childBag(child: "\(path[0]) (a cell of self's view)", bag: path.dropFirst().joined(separator: "."))
            }
            guard path.count == 1, let name = path.first else { return .otherBag(text: expr.text) }
            if let type = index.property(name, of: ctx.typeName) {
                switch type {
                case "CompositeDisposable":
                    return storedKeeper(name, .composite, reassignment: nil, type: ctx.typeName, index: index)
                default:
                    return .ownerBag(name: name)
                }
            }
            // No property of self's: a bag the project declares outside any type (`let disposeBag
            // = DisposeBag()` in another file) is that one, whatever self's type is.
            // (Only where no unseen supertype could declare the name: a library base class, or
            // `HasDisposeBag`, gives self a bag of its own.)
            if !viaSelf, index.isGlobalBag(name), index.inheritsOnlySeenOrPlatformTypes(ctx.typeName) {
                return .processBag(text: expr.text, global: true)
            }
            // Not declared in the project: inherited from an unseen base class, or a bag name.
            if viaSelf || knowledge.disposeBagNameSet.contains(name) || index.hasUnseenSupertype(ctx.typeName) {
                return .ownerBag(name: name)
            }
            return .otherBag(text: expr.text)
        case .assigned(let target):
            if target.isLocal { return .handedOver("local variable") }
            let path = ctx.strippingSelf(target.path).path
            guard inType else { return .handedOver("assigned") }
            if path.count == 2, path[1] == "disposable", index.property(path[0], of: ctx.typeName) == "SerialDisposable" {
                return storedKeeper(path[0], .serial, reassignment: nil, type: ctx.typeName, index: index)
            }
            guard path.count == 1, let name = path.first, let type = index.property(name, of: ctx.typeName) else {
                return .handedOver("assigned")
            }
            guard type == "Disposable" || type == "Cancelable" || type.isEmpty else { return .handedOver("assigned") }
            // In an initializer or `viewDidLoad` (run once per object): the property's first value.
            let reassignment = Keeper.Reassignment(disposedBefore: target.disposedBefore,
                                                   inInitializer: TypeFacts.givesFirstValue(ctx.functionKind, ctx.functionName))
            return storedKeeper(name, .disposable, reassignment: reassignment, type: ctx.typeName, index: index)
        }
    }
}
