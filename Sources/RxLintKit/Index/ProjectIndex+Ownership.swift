/// Who keeps whom, from the stored properties the project declares: the facts the model reads
/// to decide whether an object reached through a property of `self` lives as long as `self`.
extension ProjectIndex {
    /// How an object holds the object in one of its stored properties.
    public enum Hold: Sendable, Equatable {
        /// A strong stored property: the object lives at least as long as its holder.
        case strong
        /// `weak`/`unowned`: someone else decides how long the object lives.
        case weak
        /// `@IBOutlet weak`: the view hierarchy that the holder's nib or storyboard loads keeps
        /// the object, and the holder keeps that hierarchy (a view controller its view, a view
        /// or cell its subviews): it lives as long as the holder.
        case weakOutlet
    }

    /// How `type` (or the supertype declaring it) holds its property `name`; nil when the
    /// project declares no such property.
    public func hold(of name: String, in type: String) -> Hold? {
        for t in lineageSlots(type) where infos[Int(t)].properties[name] != nil {
            let info = infos[Int(t)]
            guard info.weakProperties.contains(name) else { return .strong }
            return info.outletProperties.contains(name) ? .weakOutlet : .weak
        }
        return nil
    }

    /// Whether `type` (or the supertype declaring it) makes the object of its property `name`
    /// itself; false when it is handed in or set from outside, or not declared in the project.
    public func isCreated(_ name: String, in type: String) -> Bool {
        for t in lineageSlots(type) where infos[Int(t)].properties[name] != nil {
            return infos[Int(t)].createdProperties.contains(name)
        }
        return false
    }

    /// Whether property `name` of `type` is declared in the project and handed in or set from
    /// outside (`let store: Store` set from `init(store:)`): others may keep its object too.
    public func isHandedIn(_ name: String, in type: String) -> Bool {
        property(name, of: type) != nil && hold(of: name, in: type) == .strong && !isCreated(name, in: type)
    }

    /// `Type.shared` when `type` itself (not a supertype: a subclass instance is another
    /// object) keeps a process-long instance of itself in a `static let`; nil otherwise.
    public func sharedInstance(of type: String) -> String? {
        guard let slot = resolve(type), let name = infos[Int(slot)].sharedInstances.first else { return nil }
        return "\(type).\(name)"
    }

    /// Whether an object of type `holder` (or of a type that inherits or conforms to it) keeps
    /// an object of type `kept` in a strong stored property: `LoginViewController` conforming
    /// to `LoginView` and declaring `var presenter: LoginPresenterProtocol!`, which
    /// `LoginPresenter` conforms to. The object `self` holds weakly then owns `self`.
    /// Whether `type` may keep a view or a screen strongly: a superclass the project does not
    /// declare (a library's base, as a RIBs `PresentableInteractor` keeping its presenter), or
    /// a strong stored property of a type named as views and screens are (`…View`,
    /// `…ViewController`, `…Presentable`, `…Presenter`; a property whose type the code does
    /// not write is not counted). Controls handed to such an object
    /// may be its own screen's, whose events then last as long as it.
    public func mayKeepAView(_ type: String) -> Bool {
        guard !type.isEmpty, !hasUnseenSuperclass(type) else { return true }
        for t in lineageSlots(type) {
            for (property, declared) in infos[Int(t)].properties.entries where !infos[Int(t)].weakProperties.contains(property) {
                if ProjectIndex.viewLikeSuffixes.contains(where: { declared.hasSuffix($0) }) { return true }
            }
        }
        return false
    }

    private static let viewLikeSuffixes = ["View", "ViewController", "Controller", "Presentable", "ViewControllable", "Presenter", "Screen"]

    public func keepsStrongly(holder: String, kept: String) -> Bool {
        guard !holder.isEmpty, !kept.isEmpty else { return false }
        let keptNames = Set(namesAlongLineage(of: kept))
        for k in infos.indices {
            let lineage = lineages[k]
            // The holder itself, a subclass of it or a type conforming to it.
            let isHolder = lineage.contains { infos[Int($0)].name == holder || infos[Int($0)].inherited.contains(holder) }
            guard isHolder else { continue }
            for t in lineage {
                for (property, type) in infos[Int(t)].properties.entries
                where keptNames.contains(type) && !infos[Int(t)].weakProperties.contains(property) {
                    return true
                }
            }
        }
        return false
    }

    /// `type`, its supertypes and the protocols they conform to, by name (also those the
    /// project does not declare).
    private func namesAlongLineage(of type: String) -> [String] {
        var names = [type]
        for t in lineageSlots(type) {
            for parent in infos[Int(t)].inherited where !names.contains(parent) { names.append(parent) }
        }
        return names
    }
}
