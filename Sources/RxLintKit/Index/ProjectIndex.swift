import Dispatch

/// Facts merged across every file of a run: a type's properties and methods wherever they
/// are declared, so a `disposeBag` declared in a base class in another file resolves.
///
/// A type is a declaration, not a name: it is keyed by its module (`ModuleMap`), the types it
/// is nested in, its name and, for a `private`/`fileprivate` one, its file. A name is
/// resolved where it is written (`ProjectIndex+Scope.swift`); one that stays ambiguous is
/// unknown, as a type the project does not declare.
public struct ProjectIndex: Sendable {
    public struct TypeInfo: Sendable {
        public var name: String
        /// The kind from the declaration; nil when only extensions were seen.
        public var kind: TypeKind?
        public var inherited: [String] = []
        public var properties = NameTable<String>()
        public var methods = NameTable<MethodFacts>()
        public var disposedProperties = NameTable<DisposalPlace>()
        public var disposingMethods: [(property: String, method: String)] = []
        public var weakProperties: [String] = []
        public var outletProperties: [String] = []
        public var createdProperties: [String] = []
        public var sharedInstances: [String] = []
        public var staticBags: [String] = []
        public var reassignedProperties: [String] = []
        public var bagArguments: [BagArgument] = []
        public var bagDeclarations: [BagDeclaration] = []
        public var assignedProperties: [String] = []
        public var completedProperties: [String] = []
        public var propertyChains: [PropertyChains] = []
        /// `Outer.Inner` for a nested type, the name otherwise.
        public var qualifiedName = ""
        /// The module declaring it; -1 for a type the project only extends (a platform or
        /// library type), which every module shares.
        public var module: Int32 = -1
        /// The file that alone can name it (a file-local type); -1 for the whole module.
        public var file: Int32 = -1
        /// The type it is nested in; -1 at the top level.
        public var outer: Int32 = -1
        /// Per name of `inherited`, the type it resolves to where it is written; -1 when the
        /// project declares none or it is ambiguous.
        public var parents: [Int32] = []
        /// Whether its declaration names a superclass the project does not declare (a UIKit
        /// or library class): objects it inherits (`tableView`, `navigationController`) are
        /// unseen. `NSObject` adds none, and later names are protocols.
        public var unseenSuperclass = false

        mutating func merge(_ f: TypeFacts) {
            if f.kind != .extension { kind = f.kind }
            assignedProperties += f.assignedProperties
            completedProperties += f.completedProperties
            weakProperties += f.weakProperties
            outletProperties += f.outletProperties
            createdProperties += f.createdProperties
            sharedInstances += f.sharedInstances
            disposingMethods += f.disposingMethods
            staticBags += f.staticBags
            reassignedProperties += f.reassignedProperties
            propertyChains += f.propertyChains
            bagArguments += f.bagArguments
            for (name, type) in f.properties.entries { properties.update(name, initial: "") { if $0.isEmpty { $0 = type } } }
            for (name, m) in f.methods.entries {
                var m = m
                // Declared again in another extension of the type: as overloads in one.
                if let other = methods[name] { m = MethodFacts.overloading(other, with: m) }
                methods.set(name, m)
            }
            for (name, place) in f.disposedProperties.entries { disposedProperties.update(name, initial: []) { $0.formUnion(place) } }
        }
    }

    /// What a type is keyed by: two declarations with equal keys are one type (its
    /// declaration and extensions, or `#if` variants of it).
    struct TypeKey {
        var module: Int32
        var qualifiedName: String
        var file: Int32
    }

    /// The types of one name, as `pick` reads them, kept as each type is added: a name many
    /// modules each declare (a generated code base's `FeedServiceProtocol` in 150 features)
    /// is then resolved without walking all of them on every question.
    struct NameSummary: Sendable {
        /// None of them is nested in a type or file-local: only modules tell them apart.
        var simple = true
        /// Some of them is nested in a type.
        var nested = false
        /// How many a module declares at its top level, and the first of those added.
        var declared: Int32 = 0
        var firstDeclared: Int32 = -1
        /// The first added of those no module declares (only extended).
        var firstExternal: Int32 = -1
    }

    /// A module's top-level types of one name: how many, and the first added.
    struct ModuleNamed: Sendable {
        var count: Int32
        var first: Int32
    }

    /// Where names are resolved from: a file, and in it the type declaration or extension
    /// (its position among the file's facts) whose code asks.
    struct Scope: Sendable {
        var file: Int32 = -1
        var type: Int32 = -1
    }

    // The tables below are internal, not private, for `ProjectIndex+Update.swift` alone.

    /// Every type, by position; `slots` finds a name's position, `firstNamed` the first type of
    /// that name and `nextNamed` the next (lists threaded through arrays: no array per name),
    /// and lineages are positions, so walking a lineage hashes no name.
    var infos: [TypeInfo] = []
    var slots = NamePositions()
    var firstNamed: [Int32] = []
    var nextNamed: [Int32] = []
    /// Per name (a `slots` position), what resolving it in a module needs when no type of that
    /// name is nested or file-local (`NameSummary`); and, for a name more than one module-level
    /// type has, each module's count of them (`ModuleNamed`, keyed by `moduleNamedKey`).
    var nameSummaries: [NameSummary] = []
    var moduleNamed: [Int64: ModuleNamed] = [:]
    /// (name position, enclosing type; `moduleNamedKey`) → the type of that name nested in it
    /// added last, for names more than one type has: what a walk of the name's types, newest
    /// first, finds first (a `CodingKeys` is nested in thousands of types).
    var nestedNamed: [Int64: Int32] = [:]
    /// Keys (`TypeKey`) the same way: qualified name → first type, then the next of that name.
    var qualifiedNames = NamePositions()
    var firstQualified: [Int32] = []
    var nextQualified: [Int32] = []
    /// Every file's type facts in one run of positions (file `g`'s from `factStart[g]`): the
    /// type each declares or extends (-1 for none), the position of the fact it is nested in
    /// within its file (-1 for none), and its file.
    var factStart: [Int32] = []
    var factSlots: [Int32] = []
    var factParents: [Int32] = []
    var factFiles: [Int32] = []
    /// Per info, the first fact merged into it; per fact, the next of its info (file order).
    var firstFact: [Int32] = []
    var nextFact: [Int32] = []
    var fileModules: [Int32] = []
    var filePositions: [String: Int32] = [:]
    /// Each file's path, by position.
    var filePaths: [String] = []
    var moduleIDs: [String: Int32] = [:]
    /// Per file: its typealiases to named types (most files have none).
    var fileAliases: [[TypeAlias]] = []
    /// The project's typealiases of a trait that ends (`typealias BasicResult =
    /// Single<NetworkResult>`, in any file or type), named alike wherever declared: a method
    /// declared to return one returns a `Single`.
    public internal(set) var completingAliases: Set<String> = []
    /// Per info: some type is nested in it.
    var nestsTypes: [Bool] = []
    /// The file and type this copy resolves names from (`scoped(toFile:)`, `enterType`).
    var scope = Scope()
    /// Property name → the base type name every declaration with a known type agrees on,
    /// or "" when they disagree. A name is looked up only to find its one type, so the
    /// table keeps no set of types per name.
    var propertyNames = NamePositions()
    var propertyTypes: [String] = []
    /// Method name → every return type it is declared with.
    var methodNames = NamePositions()
    var methodsByName: [[MethodFacts]] = []
    /// Per method name (a `methodNames` position): whether some declaration of it returns
    /// nothing in an extension of an Rx type (`MethodFacts.voidSignatures`): the few names a
    /// call may mean a project's void helper by, answered without resolving a type.
    var methodHasVoidSignatures: [Bool] = []
    /// Hashes of every name the project calls or passes as a function.
    var calledNames = CalledNameTable()
    /// Per type position: what its name or a supertype's says it is.
    var namedKinds: [NamedKind] = []
    /// Whether any type declares a static bag (almost none do: the question is then free).
    var hasStaticBags = false
    /// Called method name → what the project's methods pass it (`TypeFacts.passedArguments`),
    /// with the calling type's name and the calling file's position.
    var argumentsByCallee: [String: [PassedArgumentUse]] = [:]
    /// Type position → its lineage (itself and known supertypes, nearest first), computed once.
    var lineages: [[Int32]] = []
    /// Answers the check stage works out once per index and shares between its workers (the
    /// callers' reading of a parameter). Every index built anew starts with an empty table.
    public private(set) var sharedAnswers = SharedAnswers()

    /// Every type by name; of several types sharing a name, the first declared.
    public var types: [String: TypeInfo] {
        Dictionary(infos.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public init(_ files: [FileAnalysis]) {
        // Read file by file: one array of every file's facts would copy each of them.
        self.init(groups: files.map(\.types), paths: files.map(\.path), modules: files.map { $0.module ?? ModuleMap.pathOnly($0.path) })
        calledNames = CalledNameTable(files)
        adoptAliases(files.map(\.typeAliases))
    }

    /// Sets the files' typealiases and what is derived from them.
    mutating func adoptAliases(_ aliases: [[TypeAlias]]) {
        fileAliases = aliases
        completingAliases = ProjectIndex.completingAliases(aliases)
    }

    /// The names in `files` aliasing a trait that ends, each with one target wherever declared.
    static func completingAliases(_ files: [[TypeAlias]]) -> Set<String> {
        var targets: [String: String] = [:]
        var conflicting: Set<String> = []
        for file in files {
            for alias in file {
                if let known = targets[alias.name], known != alias.target { conflicting.insert(alias.name) } else { targets[alias.name] = alias.target }
            }
        }
        return Set(targets.filter { !conflicting.contains($0.key) && RxCatalog.completingTraitNames.contains($0.value) }.keys)
    }

    /// Whether a declared type `name` is a trait that ends (`Single`, `Maybe`, `Completable`)
    /// or the project's alias of one.
    public func namesCompletingTrait(_ name: String) -> Bool {
        RxCatalog.completingTraitNames.contains(name) || completingAliases.contains(name)
    }

    /// An index that knows no type.
    public init() {}

    public init(facts: [TypeFacts]) {
        self.init(groups: [facts], paths: [""], modules: [""])
    }

    /// `paths[g]`, `modules[g]`: the file group `g` was read from, and its module.
    private init(groups: [[TypeFacts]], paths: [String], modules: [String]) {
        // The two halves read the same facts and write disjoint tables: build them side by side.
        var built = ProjectIndex()
        var propertyNames = NamePositions()
        var propertyTypes: [String] = []
        var methodNames = NamePositions()
        var methodsByName: [[MethodFacts]] = []
        var methodHasVoidSignatures: [Bool] = []
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                built.buildTypes(groups, paths: paths, modules: modules)
            } else {
                // Indexed, not `for f in …`: binding each fact would copy the whole struct.
                for g in groups.indices {
                    for k in groups[g].indices {
                        for (name, type) in groups[g][k].properties.entries where !type.isEmpty {
                            let (p, inserted) = propertyNames.insert(name)
                            if inserted { propertyTypes.append(type) } else { propertyTypes[p].agree(with: type) }
                        }
                        for (name, m) in groups[g][k].methods.entries {
                            let (p, inserted) = methodNames.insert(name)
                            if inserted {
                                methodsByName.append([m])
                                methodHasVoidSignatures.append(!m.voidSignatures.isEmpty)
                            } else {
                                methodsByName[p].append(m)
                                if !m.voidSignatures.isEmpty { methodHasVoidSignatures[p] = true }
                            }
                        }
                    }
                }
            }
        }
        self = built
        self.propertyNames = propertyNames
        self.propertyTypes = propertyTypes
        self.methodNames = methodNames
        self.methodsByName = methodsByName
        self.methodHasVoidSignatures = methodHasVoidSignatures
    }

    /// Positions of `type` and its known supertypes, nearest first.
    func lineageSlots(_ type: String) -> [Int32] {
        guard let slot = resolve(type) else { return [] }
        return lineages[Int(slot)]
    }

    /// Whether instances of `type` are references: classes and actors, and types only seen
    /// as extensions or protocols (most extended types in app code are UIKit classes).
    public func isReferenceType(_ type: String) -> Bool {
        // The kind is read in place: copying the `TypeInfo` would retain all its tables.
        guard let slot = resolve(type).map(Int.init), let kind = infos[slot].kind else { return true }
        return kind.isReference ?? true
    }

    /// The declared kind of `type`; nil when the project does not declare it (only extends it).
    public func kind(of type: String) -> TypeKind? {
        guard let slot = resolve(type) else { return nil }
        return infos[Int(slot)].kind
    }

    /// Whether `type` is `name` or has a known supertype of that name (read in place, no
    /// `TypeInfo` copied).
    public func lineage(of type: String, includes name: String) -> Bool {
        lineageSlots(type).contains { infos[Int($0)].name == name }
    }

    /// `type` and its supertypes known to the index, nearest first, each once.
    public func lineage(of type: String) -> [TypeInfo] {
        lineageSlots(type).map { infos[Int($0)] }
    }

    func computeLineage(of slot: Int32) -> [Int32] {
        // Most types have no supertype the project declares: their lineage is themselves
        // alone.
        if !infos[Int(slot)].parents.contains(where: { $0 >= 0 }) { return [slot] }
        // Breadth first, each type once, in the order first reached (the list is its own
        // queue: a second array grown for each type cost more than the walk), at most 65.
        var lineage: [Int32] = []
        lineage.reserveCapacity(8)
        lineage.append(slot)
        var next = 0
        while next < lineage.count, lineage.count <= 64 {
            let current = lineage[next]
            next += 1
            for p in infos[Int(current)].parents where p >= 0 && !lineage.contains(p) { lineage.append(p) }
        }
        if lineage.count > 65 { lineage.removeSubrange(65...) }
        return lineage
    }

    /// The base type name of property `name` of `type` or a supertype; nil when not found.
    public func property(_ name: String, of type: String) -> String? {
        for t in lineageSlots(type) { if let p = infos[Int(t)].properties[name] { return p } }
        return nil
    }

    /// The `DisposeBag` property of `type` (or of a supertype) that is not weak, when there is
    /// exactly one: the bag a discarded subscription of its methods can be kept in.
    public func soleDisposeBag(of type: String) -> String? {
        var found: [String] = []
        for t in lineageSlots(type) {
            for (name, propertyType) in infos[Int(t)].properties.entries where propertyType == "DisposeBag"
                && !infos[Int(t)].weakProperties.contains(name) && !found.contains(name) {
                found.append(name)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// `soleDisposeBag(of: type)` when code of `type` in `file` can name it (`typeIsFileLocal`:
    /// that code's type is `private`/`fileprivate`): a declaration of it must be visible there.
    /// One in the same file is, unless it is `private` to a supertype; one in another file is
    /// when it is neither `private` nor `fileprivate`, its type is not file-local, it is not
    /// the edited type's own when that type is file-local (another file's type of that name is
    /// another type), and it is in the module the index scopes to (`ModuleMap`) or `public`.
    public func visibleSoleDisposeBag(of type: String, fromFile file: String, typeIsFileLocal: Bool) -> String? {
        guard let bag = soleDisposeBag(of: type) else { return nil }
        let module = scopeModule
        for (position, t) in lineageSlots(type).enumerated() {
            let own = position == 0
            for d in infos[Int(t)].bagDeclarations where d.name == bag {
                if d.file == file {
                    if d.access == .private && !own { continue }
                    return bag
                }
                if d.access.isFileLocal || d.typeIsFileLocal || (own && typeIsFileLocal) { continue }
                if d.access != .public, module >= 0, infos[Int(t)].module >= 0, infos[Int(t)].module != module { continue }
                return bag
            }
        }
        return nil
    }

    /// Whether property `name` of `type` (or of the supertype declaring it) is `weak` or `unowned`.
    public func isWeakProperty(_ name: String, of type: String) -> Bool {
        for t in lineageSlots(type) where infos[Int(t)].properties[name] != nil {
            return infos[Int(t)].weakProperties.contains(name)
        }
        return false
    }

    public func method(_ name: String, of type: String) -> MethodFacts? {
        for t in lineageSlots(type) { if let m = infos[Int(t)].methods[name] { return m } }
        return nil
    }

    /// The argument label a reference to method `name` of `type` is called with in a closure
    /// (`MethodFacts.oneArgumentLabel`), when every declaration of it in the type's lineage
    /// agrees on one.
    public func oneArgumentLabel(ofMethod name: String, in type: String) -> String? {
        var label: String??
        for t in lineageSlots(type) {
            guard let m = infos[Int(t)].methods[name] else { continue }
            if let seen = label, seen != m.oneArgumentLabel { return nil }
            label = m.oneArgumentLabel
        }
        return label ?? nil
    }

    /// Where `dispose()` is called on property `name` of `type` (its lineage included).
    public func disposal(of name: String, in type: String) -> DisposalPlace {
        var place: DisposalPlace = []
        for t in lineageSlots(type) { place.formUnion(infos[Int(t)].disposedProperties[name] ?? []) }
        return place
    }

    /// The declared type of properties with this name when every type that declares one
    /// with a known type agrees; nil when none does or they disagree.
    public func soleDeclaredType(ofProperty name: String) -> String? {
        guard let p = propertyNames.position(of: name), !propertyTypes[p].isEmpty else { return nil }
        let type = propertyTypes[p]
        return type
    }

    /// Every declaration of methods with this name, in any type.
    public func methods(named name: String) -> [MethodFacts] { methodNames.position(of: name).map { methodsByName[$0] } ?? [] }

    /// Whether some declaration of method `name` returns nothing in an extension of an Rx type
    /// (a project's void helper: `MethodFacts.voidSignatures`).
    public func hasVoidSignatures(named name: String) -> Bool { methodNames.position(of: name).map { methodHasVoidSignatures[$0] } ?? false }

    /// The methods that alone dispose property `name` of `type` (outside `deinit`) when no
    /// code of the project calls any of them; nil when one is called, is a lifecycle method
    /// the system calls, or when the property is not disposed in a method.
    public func uncalledDisposers(of name: String, in type: String) -> [String]? {
        var methods: [String] = []
        for t in lineageSlots(type) {
            for entry in infos[Int(t)].disposingMethods where entry.property == name && !methods.contains(entry.method) {
                methods.append(entry.method)
            }
        }
        guard !methods.isEmpty else { return nil }
        for method in methods where ProjectIndex.systemCalled.contains(method) || calledNames.contains(NameHash.of(method)) {
            return nil
        }
        return methods
    }

    /// Methods UIKit and the runtime call without the project calling them.
    private static let systemCalled: Set<String> = [
        "viewWillDisappear", "viewDidDisappear", "viewWillAppear", "viewDidAppear", "viewDidLoad", "loadView",
        "prepareForReuse", "removeFromSuperview", "willMove", "didMove", "awakeFromNib", "dealloc",
        "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillTerminate",
        "sceneDidDisconnect", "sceneWillResignActive", "sceneDidEnterBackground", "observeValue", "tearDown", "setUp",
    ]

    /// The bags that methods of `type` (or of a subtype's supertypes) pass to `callee`'s
    /// parameter labelled `label`, in source order.
    public func bagArguments(passedTo callee: String, label: String, in type: String) -> [BagArgument] {
        var found: [BagArgument] = []
        for t in lineageSlots(type) {
            for argument in infos[Int(t)].bagArguments where argument.callee == callee && argument.label == label { found.append(argument) }
        }
        return found
    }

    /// Whether a subject held in property `name` of an object of `type` ends, as the code of
    /// `type`, its supertypes and its subtypes (what the object may be) says wherever it is:
    /// `.completes` when one of them completes or fails it, `.neverCompletes` when one of
    /// `type`'s lineage assigns it (the subject is theirs) and none ends it; nil when none
    /// assigns it (whoever made it may end it) or the type is unknown.
    public func subjectEnding(ofProperty name: String, in type: String) -> SubjectEnding? {
        guard let found = resolve(type) else { return nil }
        let slot = Int(found)
        var assigned = false
        for t in lineages[slot] {
            if infos[Int(t)].completedProperties.contains(name) { return .completes }
            if infos[Int(t)].assignedProperties.contains(name) { assigned = true }
        }
        guard assigned else { return nil }
        // A subtype's code ends it for the objects of that subtype. Asked only for a site on a
        // subject nothing in its own file ends, a few per project: a walk of the types will do.
        for k in subtypes(of: Int32(slot)) where Int(k) != slot && infos[Int(k)].completedProperties.contains(name) {
            return .completes
        }
        return .neverCompletes
    }

    /// Whether a type's subject ends (see `subjectEnding`).
    public enum SubjectEnding: Sendable, Equatable {
        case completes
        case neverCompletes
    }

    /// Whether `name` is a `static` `DisposeBag` of `type` or a supertype.
    /// Whether the project declares a `DisposeBag` named `name` outside any type.
    public func isGlobalBag(_ name: String) -> Bool {
        calledNames.contains(CalledNames.globalBagHash(name))
    }

    /// Whether some code binds a view controller's appearance event to a subject named `name`
    /// (`rx.viewWillAppear.bind(to: input.viewWillAppearEvent)`, `AppearanceFeeds`).
    public func isFedByAppearanceEvent(_ name: String) -> Bool {
        calledNames.contains(AppearanceFeeds.hash(name))
    }

    /// Whether every supertype of `type` the project does not declare is a platform one (a
    /// UIKit or Foundation class, a standard protocol): nothing unseen can give it a member
    /// (a library base class's `disposeBag`, `HasDisposeBag`'s). False for a name the index
    /// does not resolve, or resolves only to extensions (`extension Outer.Inner` of a type
    /// declared where the index does not join it): its declaration is not seen.
    public func inheritsOnlySeenOrPlatformTypes(_ type: String) -> Bool {
        guard let slot = resolve(type), let kind = infos[Int(slot)].kind, kind != .extension else { return false }
        // Read in place: a copy of each `TypeInfo` would retain every table it holds.
        for t in lineages[Int(slot)] {
            for (k, name) in infos[Int(t)].inherited.enumerated() where k >= infos[Int(t)].parents.count || infos[Int(t)].parents[k] < 0 {
                guard PlatformTypes.isPlatformSupertype(name) else { return false }
            }
        }
        return true
    }

    public func isStaticBag(_ name: String, of type: String) -> Bool {
        guard hasStaticBags else { return false }
        return lineageSlots(type).contains { infos[Int($0)].staticBags.contains(name) }
    }

    /// Whether some method of `type` or a supertype assigns property `name` anew.
    /// The files declaring or extending `type` (every file of its declaration's key); empty
    /// for a name the index does not resolve.
    public func files(declaring type: String) -> [String] {
        guard let slot = resolve(type) else { return [] }
        return facts(of: Int(slot)).compactMap { $0.g < filePaths.count ? filePaths[$0.g] : nil }
    }

    /// The positions of the files `files(declaring:)` names, in the same order.
    func fileIndices(declaring type: String) -> [Int32] {
        guard let slot = resolve(type) else { return [] }
        return facts(of: Int(slot)).compactMap { $0.g < filePaths.count ? Int32($0.g) : nil }
    }

    /// The chains the stored property `name` of `type` or of a supertype is given (a `static`
    /// one when `isStatic`), with the
    /// type declaring it (whose members those chains name); nil when none was read, and for
    /// a `var` that some code assigns outside an initializer (`CalledNames.assignedHash`).
    public func propertyChains(_ name: String, of type: String, isStatic: Bool = false) -> (declaringType: String, chains: [SourceChain])? {
        for t in lineageSlots(type) {
            guard let p = infos[Int(t)].propertyChains.first(where: { $0.name == name && $0.isStatic == isStatic }) else { continue }
            if isAssignedAgain(p) { return nil }
            return (infos[Int(t)].name, p.chains)
        }
        return nil
    }

    /// Whether a `var` sequence property is assigned outside an initializer somewhere: then it
    /// may hold what its initializer did not give it.
    private func isAssignedAgain(_ p: PropertyChains) -> Bool {
        p.isVariable && calledNames.contains(CalledNames.assignedHash(p.name))
    }

    /// For a property a protocol requires, what each conforming type of the project assigns
    /// it (`let artist: Observable<Artist>` set in `init`): one entry per conformer that does,
    /// nil when some conformer declares the property without such chains (a computed one, a
    /// `var` reassigned elsewhere) or none does.
    public func conformersPropertyChains(_ name: String, of proto: String) -> [(declaringType: String, chains: [SourceChain])]? {
        guard let protoSlot = resolve(proto) else { return nil }
        var result: [(declaringType: String, chains: [SourceChain])] = []
        // Read in place, by slot: a copy of each `TypeInfo` would retain every table it holds.
        for k32 in subtypes(of: protoSlot) where k32 != protoSlot && infos[Int(k32)].properties[name] != nil {
            let k = Int(k32)
            guard let p = infos[k].propertyChains.first(where: { $0.name == name && !$0.isStatic }), !p.chains.isEmpty,
                  !isAssignedAgain(p) else { return nil }
            result.append((infos[k].name, p.chains))
        }
        return result.isEmpty ? nil : result
    }

    /// The types whose lineage holds `slot` (itself included), in position order: a
    /// protocol's conformers, a class's subclasses. Worked out for every type the first time
    /// some check asks, and kept with the index's shared answers (asked per site, a walk of
    /// every type per question grew with the project times its sites).
    func subtypes(of slot: Int32) -> [Int32] {
        let table = sharedAnswers.table(SubtypeTable.self) {
            // Each list made at its size: counted first (grown from empty, the lists' copies
            // cost more than the rest).
            var counts = [Int](repeating: 0, count: infos.count)
            for lineage in lineages { for t in lineage { counts[Int(t)] += 1 } }
            var built = counts.map { count -> [Int32] in
                var list: [Int32] = []
                list.reserveCapacity(count)
                return list
            }
            for k in lineages.indices { for t in lineages[k] { built[Int(t)].append(Int32(k)) } }
            return SubtypeTable(byType: built)
        }.byType
        return Int(slot) < table.count ? table[Int(slot)] : []
    }

    /// `subtypes(of:)` for every type, by position.
    private final class SubtypeTable: @unchecked Sendable {
        let byType: [[Int32]]
        init(byType: [[Int32]]) { self.byType = byType }
    }

    /// The path of the file at position `g` ("" for none).
    func filePath(_ g: Int32) -> String {
        g >= 0 && Int(g) < filePaths.count ? filePaths[Int(g)] : ""
    }

    public func isReassigned(_ name: String, in type: String) -> Bool {
        lineageSlots(type).contains { infos[Int($0)].reassignedProperties.contains(name) }
    }

    /// Whether `viewWillDisappear`/`viewDidDisappear` of `type` or a supertype assigns the
    /// property anew: it is replaced each time the view goes away.
    public func isReplacedOnDisappearance(_ name: String, in type: String) -> Bool {
        isReassigned(TypeFacts.disappearanceResetKey(name), in: type)
    }

    /// What a type's name, or a supertype's (seen or not), says it is.
    public struct NamedKind: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// `…Cell`: a reusable table or collection view cell.
        public static let cell = NamedKind(rawValue: 1)
        /// `…Controller` or `…View`: an object that owns views (and the cells in them).
        public static let viewOwner = NamedKind(rawValue: 2)
        /// Conforms to `UIApplicationDelegate` or `NSApplicationDelegate`: the application
        /// keeps it for the whole process (only what a type inherits says so, not its name).
        public static let applicationDelegate = NamedKind(rawValue: 4)
    }

    /// Whether `type` is of `kind` by its name or a supertype's; computed once per type.
    public func isNamed(_ type: String, _ kind: NamedKind) -> Bool {
        if let slot = resolve(type) { return namedKinds[Int(slot)].contains(kind) }
        return ProjectIndex.namedKind(of: type).contains(kind)
    }

    /// The kind a name says by its ending, read from its bytes where they lie (no copy).
    private static func namedKind(of name: String) -> NamedKind {
        var name = name
        return name.withUTF8 { all in
            var count = all.count
            if count > 0, all[count - 1] == UInt8(ascii: "?") { count -= 1 }
            func ends(_ suffix: StaticString) -> Bool {
                let n = suffix.utf8CodeUnitCount
                guard count >= n else { return false }
                for k in 0..<n where all[count - n + k] != suffix.utf8Start[k] { return false }
                return true
            }
            var kind: NamedKind = []
            if ends("Cell") { kind.insert(.cell) }
            if ends("Controller") || ends("View") { kind.insert(.viewOwner) }
            return kind
        }
    }

    /// What type `slot`'s own name and the names it inherits say, before its lineage's.
    func ownNamedKind(of slot: Int) -> NamedKind {
        var kind = ProjectIndex.namedKind(of: infos[slot].name)
        for parent in infos[slot].inherited {
            kind.formUnion(ProjectIndex.namedKind(of: parent))
            if parent == "UIApplicationDelegate" || parent == "NSApplicationDelegate" { kind.insert(.applicationDelegate) }
        }
        return kind
    }

    /// Type `slot`'s kind: its lineage's own kinds (`own`, per type, each computed once).
    func computeNamedKind(of slot: Int32, own: [NamedKind]) -> NamedKind {
        var kind: NamedKind = []
        for t in lineages[Int(slot)] { kind.formUnion(own[Int(t)]) }
        // A class whose superclass is a plain UIKit view (`final class TodoItemCell: UIView,
        // ItemCell`) is no table or collection view cell, whatever its or a protocol's name
        // says: UIKit does not reuse it (a container made anew per item holds it).
        if kind.contains(.cell), lineages[Int(slot)].contains(where: {
            infos[Int($0)].kind == .class && infos[Int($0)].inherited.first.map(ProjectIndex.plainViewClasses.contains) == true
        }) {
            kind.remove(.cell)
        }
        return kind
    }

    /// UIKit view classes that are not cells.
    private static let plainViewClasses: Set<String> = ["UIView", "UIControl", "UIStackView", "UIButton", "UILabel", "UIImageView",
                                                        "UIScrollView", "UITextField", "UITextView", "NSObject", "UIViewController"]

    /// Whether `type` or a supertype declares conformance to one of `names` exactly.
    public func inherits(_ type: String, anyOf names: [String]) -> Bool {
        // Compared, not hashed: a couple of names against a few, asked for every site.
        guard let slot = resolve(type) else { return false }
        for t in lineages[Int(slot)] where infos[Int(t)].inherited.contains(where: names.contains) { return true }
        return false
    }

    /// Whether the project declares `name` in an extension of an Rx sequence type: such a
    /// method (`mapJSON()`, `filterSuccessfulStatusCodes()`) transforms the sequence it is
    /// called on, like an operator.
    public func isReactiveExtensionMethod(_ name: String) -> Bool {
        ProjectIndex.sequenceTypes.contains { method(name, of: $0) != nil }
    }

    static let sequenceTypes = [
        "ObservableType", "ObservableConvertibleType", "Observable", "PrimitiveSequence", "PrimitiveSequenceType",
        "SharedSequence", "SharedSequenceConvertibleType", "Single", "Maybe", "Completable", "Infallible",
    ]

    /// Whether `type` is known to be a supertype chain that leaves the project (a base class
    /// the index has not seen), so inherited members may exist unseen.
    public func hasUnseenSupertype(_ type: String) -> Bool {
        guard let slot = resolve(type) else { return true }
        return lineages[Int(slot)].contains { infos[Int($0)].parents.contains(-1) }
    }

    /// Whether `type` may inherit stored objects the index has not seen: a superclass the
    /// project does not declare, somewhere up its lineage. Narrower than
    /// `hasUnseenSupertype`, which also counts protocols (a protocol extension can add a
    /// `disposeBag`, but not a view): asked of names that must be objects with events.
    public func hasUnseenSuperclass(_ type: String) -> Bool {
        guard let slot = resolve(type) else { return true }
        return hasUnseenSuperclass(slot: slot)
    }

    /// `hasUnseenSuperclass` of the type at `slot`.
    func hasUnseenSuperclass(slot: Int32) -> Bool {
        lineages[Int(slot)].contains { infos[Int($0)].unseenSuperclass || infos[Int($0)].kind == nil }
    }
}

extension String {
    /// Keeps the value when `other` names the same type; "" marks a disagreement for good.
    mutating func agree(with other: String) {
        if !isEmpty, self != other { self = "" }
    }
}
