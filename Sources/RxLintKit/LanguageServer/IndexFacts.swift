/// What a file gives the project index (`ProjectIndex(_:)` reads a file's type facts and the
/// names it calls, nothing else): comparing them before and after an edit tells whether the
/// index must be built again, or whether only the edited file's own verdicts can change.
enum IndexFacts {
    /// A file analysis stripped to what the index reads, so a project's thousands of known
    /// files hold nothing else.
    static func stripped(_ analysis: FileAnalysis) -> FileAnalysis {
        var facts = FileAnalysis(path: analysis.path)
        facts.types = analysis.types
        facts.calledNames = analysis.calledNames
        return facts
    }

    /// Whether the index built with `a` equals the one built with `b` in its place.
    static func same(_ a: FileAnalysis, _ b: FileAnalysis) -> Bool {
        guard a.types.count == b.types.count else { return false }
        for k in a.types.indices where !same(a.types[k], b.types[k]) { return false }
        // The index keeps one bit per called name: order and repeats do not count.
        return a.calledNames == b.calledNames || Set(a.calledNames) == Set(b.calledNames)
    }

    private static func same(_ a: TypeFacts, _ b: TypeFacts) -> Bool {
        guard a.name == b.name, a.kind == b.kind, a.inherited == b.inherited,
              a.weakProperties == b.weakProperties, a.staticBags == b.staticBags,
              a.reassignedProperties == b.reassignedProperties, a.bagArguments == b.bagArguments,
              a.disposingMethods.count == b.disposingMethods.count,
              a.properties.names == b.properties.names, a.properties.values == b.properties.values,
              a.disposedProperties.names == b.disposedProperties.names, a.disposedProperties.values == b.disposedProperties.values,
              a.methods.names == b.methods.names else { return false }
        for k in a.disposingMethods.indices where a.disposingMethods[k] != b.disposingMethods[k] { return false }
        for k in a.methods.values.indices {
            let x = a.methods.values[k], y = b.methods.values[k]
            guard x.returnType == y.returnType, x.create == y.create, x.oneArgumentLabel == y.oneArgumentLabel else { return false }
        }
        return true
    }
}
