/// What a file gives the project index (`ProjectIndex(_:)` reads a file's path, type facts
/// and the names it calls, nothing else): comparing them before and after an edit tells
/// whether the index must be updated, or whether only the edited file's own verdicts can change.
enum IndexFacts {
    /// A file analysis stripped to what the index reads, so a project's thousands of known
    /// files hold nothing else.
    static func stripped(_ analysis: FileAnalysis) -> FileAnalysis {
        var facts = FileAnalysis(path: analysis.path)
        facts.types = analysis.types
        facts.calledNames = analysis.calledNames
        facts.module = analysis.module
        facts.typeAliases = analysis.typeAliases
        return facts
    }

    /// Whether the index built with `a` equals the one built with `b` in its place. A file's
    /// module follows from its path (`ModuleMap`): equal paths, equal modules.
    static func same(_ a: FileAnalysis, _ b: FileAnalysis) -> Bool {
        // The index keeps one bit per called name: order and repeats do not count.
        guard a.path == b.path, a.types.count == b.types.count, a.typeAliases == b.typeAliases,
              a.calledNames == b.calledNames || Set(a.calledNames) == Set(b.calledNames) else { return false }
        return zip(a.types, b.types).allSatisfy { $0.sameFacts(as: $1) }
    }

    /// Whether `index`, built with `old` among its files, answers every question as it would
    /// with `new` in its place: the same type facts, no called name gone (another file may
    /// or may not call it too), and each name new to the file one the project already calls.
    static func unchanged(_ index: ProjectIndex, replacing old: FileAnalysis, with new: FileAnalysis) -> Bool {
        guard old.path == new.path, old.types.count == new.types.count, old.typeAliases == new.typeAliases,
              zip(old.types, new.types).allSatisfy({ $0.sameFacts(as: $1) }) else { return false }
        guard old.calledNames != new.calledNames else { return true }
        let before = Set(old.calledNames)
        let after = Set(new.calledNames)
        return after.isSuperset(of: before) && after.subtracting(before).allSatisfy(index.calledNames.contains)
    }
}
