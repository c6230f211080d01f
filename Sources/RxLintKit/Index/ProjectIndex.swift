/// Facts merged across every file of a run: a type's properties and methods wherever they
/// are declared, so a `disposeBag` declared in a base class in another file resolves.
public struct ProjectIndex: Sendable {
    public struct TypeInfo: Sendable {
        public var name: String
        /// The kind from the declaration; nil when only extensions were seen.
        public var kind: TypeKind?
        public var inherited: [String] = []
        public var properties: [String: String] = [:]
        public var methods: [String: MethodFacts] = [:]
        public var disposedProperties: [String: DisposalPlace] = [:]
    }

    public private(set) var types: [String: TypeInfo] = [:]
    /// Property name → every base type name it is declared with, across all types.
    private var propertiesByName: [String: Set<String>] = [:]
    /// Method name → every return type it is declared with.
    private var methodsByName: [String: [MethodFacts]] = [:]
    /// Type name → its lineage (itself and known supertypes, nearest first), computed once.
    private var lineages: [String: [String]] = [:]

    public init(_ files: [FileAnalysis]) {
        self.init(facts: files.flatMap(\.types))
    }

    public init(facts: [TypeFacts]) {
        for f in facts {
            var info = types[f.name] ?? TypeInfo(name: f.name)
            if f.kind != .extension { info.kind = f.kind }
            for name in f.inherited where !info.inherited.contains(name) { info.inherited.append(name) }
            for (name, type) in f.properties where info.properties[name] == nil || info.properties[name] == "" { info.properties[name] = type }
            for (name, m) in f.methods { info.methods[name] = m }
            for (name, place) in f.disposedProperties { info.disposedProperties[name, default: []].formUnion(place) }
            types[f.name] = info
            for (name, type) in f.properties { propertiesByName[name, default: []].insert(type) }
            for (name, m) in f.methods { methodsByName[name, default: []].append(m) }
        }
        for name in types.keys { lineages[name] = computeLineage(of: name) }
    }

    /// Whether instances of `type` are references: classes and actors, and types only seen
    /// as extensions or protocols (most extended types in app code are UIKit classes).
    public func isReferenceType(_ type: String) -> Bool {
        guard let kind = types[type]?.kind else { return true }
        return kind.isReference ?? true
    }

    /// `type` and its supertypes known to the index, nearest first, each once.
    public func lineage(of type: String) -> [TypeInfo] {
        (lineages[type] ?? []).compactMap { types[$0] }
    }

    private func computeLineage(of type: String) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        var queue = [type]
        while let next = queue.first {
            queue.removeFirst()
            guard seen.insert(next).inserted, let info = types[next] else { continue }
            result.append(next)
            queue.append(contentsOf: info.inherited)
            if result.count > 64 { break }
        }
        return result
    }

    /// The base type name of property `name` of `type` or a supertype; nil when not found.
    public func property(_ name: String, of type: String) -> String? {
        for t in lineages[type] ?? [] { if let p = types[t]?.properties[name] { return p } }
        return nil
    }

    public func method(_ name: String, of type: String) -> MethodFacts? {
        for t in lineages[type] ?? [] { if let m = types[t]?.methods[name] { return m } }
        return nil
    }

    /// Where `dispose()` is called on property `name` of `type` (its lineage included).
    public func disposal(of name: String, in type: String) -> DisposalPlace {
        var place: DisposalPlace = []
        for t in lineages[type] ?? [] { place.formUnion(types[t]?.disposedProperties[name] ?? []) }
        return place
    }

    /// Every declared type of properties with this name, in any type.
    public func propertyTypes(named name: String) -> Set<String> { propertiesByName[name] ?? [] }

    /// Every declaration of methods with this name, in any type.
    public func methods(named name: String) -> [MethodFacts] { methodsByName[name] ?? [] }

    /// Whether `type` is known to be a supertype chain that leaves the project (a base class
    /// the index has not seen), so inherited members may exist unseen.
    public func hasUnseenSupertype(_ type: String) -> Bool {
        for t in lineages[type] ?? [] {
            for parent in types[t]?.inherited ?? [] where types[parent] == nil { return true }
        }
        return types[type] == nil
    }
}
