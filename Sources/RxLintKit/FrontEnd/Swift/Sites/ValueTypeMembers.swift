/// Instance member names of the structs and enums declared in a file: inside them a bare
/// `count` is `self.count`, and a closure using it captures a copy of self.
///
/// A site's closures are read with the members of the site's own type, including the parts of
/// them that sit inside a type declared locally in a closure; so a name is matched against
/// every value type around it, innermost first, each answer kept apart.
struct ValueTypeMembers {
    /// Per type: index into `sets`, or -1 (not a value type, or no members).
    private let setOfType: [Int32]
    private let sets: [ByteNameSet]
    /// Per type: the nearest type with a set around it (through functions and closures), or -1.
    private let outer: [Int32]

    var isEmpty: Bool { sets.isEmpty }

    init(_ s: FileStructure) {
        var names = [[String]](repeating: [], count: s.types.count)
        for p in s.properties where p.typeIndex >= 0 && !p.isStatic { names[Int(p.typeIndex)].append(p.name) }
        for f in s.functions where f.typeIndex >= 0 && f.kind == .function && !f.isStatic { names[Int(f.typeIndex)].append(f.name) }
        var setOfType = [Int32](repeating: -1, count: s.types.count)
        var sets: [ByteNameSet] = []
        for (k, type) in s.types.enumerated() where (type.kind == .struct || type.kind == .enum) && !names[k].isEmpty {
            setOfType[k] = Int32(sets.count)
            sets.append(ByteNameSet(names[k]))
        }
        // Types are numbered in source order, so the one around a type comes first.
        var outer = [Int32](repeating: -1, count: s.types.count)
        if !sets.isEmpty {
            for (k, type) in s.types.enumerated() {
                let parent = s.scopes[Int(type.scope)].parent
                let around = parent >= 0 ? s.nearestType[Int(parent)] : -1
                guard around >= 0, s.scopes[Int(around)].item >= 0 else { continue }
                let a = Int(s.scopes[Int(around)].item)
                outer[k] = setOfType[a] >= 0 ? Int32(a) : outer[a]
            }
        }
        self.setOfType = setOfType
        self.sets = sets
        self.outer = outer
    }

    /// Whether type `type` (an index into `FileStructure.types`) has member names.
    func hasMembers(_ type: Int32) -> Bool {
        type >= 0 && setOfType[Int(type)] >= 0
    }

    /// Appends to `found` the value types, from `type` (the token's own) outwards, that have a
    /// member named like token `r`.
    func types(naming r: Int, from type: Int32, _ t: TokenText, into found: inout [Int32]) {
        var k = hasMembers(type) ? type : (type >= 0 ? outer[Int(type)] : -1)
        while k >= 0 {
            if sets[Int(setOfType[Int(k)])].contains(t, r) { found.append(k) }
            k = outer[Int(k)]
        }
    }
}
