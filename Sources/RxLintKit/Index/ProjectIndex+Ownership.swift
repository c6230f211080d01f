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

    /// Whether `type` may keep a view or a screen strongly: a superclass the project does not
    /// declare (a library's base, as a RIBs `PresentableInteractor` keeping its presenter), or
    /// a strong stored property of a type named as views and screens are (`…View`,
    /// `…ViewController`, `…Presentable`, `…Presenter`; a property whose type the code does
    /// not write is not counted). Controls handed to such an object
    /// may be its own screen's, whose events then last as long as it.
    ///
    /// Asked for the same few types by many sites: answered once per type the name resolves
    /// to in the index's scope (shared by the check workers).
    public func mayKeepAView(_ type: String) -> Bool {
        guard !type.isEmpty, let slot = resolve(type) else { return true }
        return sharedAnswers.table(AnswerTable<ViewKeeperQuestion, Bool>.self) { AnswerTable() }
            .answer(ViewKeeperQuestion(slot: slot)) { workOutMayKeepAView(slot) }
    }

    private struct ViewKeeperQuestion: Hashable { var slot: Int32 }

    private func workOutMayKeepAView(_ slot: Int32) -> Bool {
        if hasUnseenSuperclass(slot: slot) { return true }
        for t in lineages[Int(slot)] {
            for (property, declared) in infos[Int(t)].properties.entries where !infos[Int(t)].weakProperties.contains(property) {
                if ProjectIndex.viewLikeSuffixes.contains(where: { declared.hasSuffix($0) }) { return true }
            }
        }
        return false
    }

    private static let viewLikeSuffixes = ["View", "ViewController", "Controller", "Presentable", "ViewControllable", "Presenter", "Screen"]

    /// Whether an object of type `holder` (or of a type that inherits or conforms to it) keeps
    /// an object of type `kept` in a strong stored property: `LoginViewController` conforming
    /// to `LoginView` and declaring `var presenter: LoginPresenterProtocol!`, which
    /// `LoginPresenter` conforms to. The object `self` holds weakly then owns `self`.
    ///
    /// It walks every type of the project: asked per site holding an object weakly, the
    /// walks grew with the project times its sites. Answered once per pair and per type
    /// `kept` resolves to in the index's scope (shared by the check workers).
    public func keepsStrongly(holder: String, kept: String) -> Bool {
        guard !holder.isEmpty, !kept.isEmpty else { return false }
        let question = KeeperQuestion(holder: holder, kept: kept, keptSlot: resolve(kept) ?? -1)
        return sharedAnswers.table(AnswerTable<KeeperQuestion, Bool>.self) { AnswerTable() }
            .answer(question) { workOutKeepsStrongly(question) }
    }

    private struct KeeperQuestion: Hashable {
        var holder: String
        var kept: String
        var keptSlot: Int32
    }

    private func workOutKeepsStrongly(_ question: KeeperQuestion) -> Bool {
        let keptNames = Set(namesAlongLineage(of: question.kept, slot: question.keptSlot))
        // The holders: the types whose lineage holds a type named `holder` or naming it among
        // its supertypes (the holder itself, a subclass of it or a type conforming to it).
        var visited = Set<Int32>()
        for named in typesNamingHolder(question.holder) {
            for k in subtypes(of: named) where visited.insert(k).inserted {
                for t in lineages[Int(k)] {
                    for (property, type) in infos[Int(t)].properties.entries
                    where keptNames.contains(type) && !infos[Int(t)].weakProperties.contains(property) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// The types named `name` or naming it among their supertypes, by position: one look at
    /// each type, once per question `keepsStrongly` keeps.
    private func typesNamingHolder(_ name: String) -> [Int32] {
        // Lengths first: most names differ in length, which a comparison of the two strings
        // finds only after more work.
        let length = name.utf8.count
        func isName(_ other: String) -> Bool { other.utf8.count == length && other == name }
        var found: [Int32] = []
        for k in infos.indices where isName(infos[k].name) || infos[k].inherited.contains(where: isName) { found.append(Int32(k)) }
        return found
    }

    /// `type`, its supertypes and the protocols they conform to, by name (also those the
    /// project does not declare).
    private func namesAlongLineage(of type: String, slot: Int32) -> [String] {
        var names = [type]
        for t in slot >= 0 ? lineages[Int(slot)] : [] {
            for parent in infos[Int(t)].inherited where !names.contains(parent) { names.append(parent) }
        }
        return names
    }
}
