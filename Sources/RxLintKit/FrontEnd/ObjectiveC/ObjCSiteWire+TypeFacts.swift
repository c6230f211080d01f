/// One class's `TypeFacts` in a worker's answer (`ObjCWire`): the fields the Objective-C front
/// end fills (`ObjCSiteExtractor.typeFacts`), each as it is; the others are empty.
extension ObjCSiteWire {
    static func write(_ facts: TypeFacts, _ w: inout ObjCWire.Writer) {
        w.string(facts.name)
        w.u8(facts.kind == .extension ? 1 : 0)
        w.strings(facts.inherited)
        w.strings(facts.properties.names)
        w.strings(facts.properties.values)
        w.strings(facts.weakProperties)
        w.strings(facts.assignedProperties)
        w.strings(facts.completedProperties)
    }

    static func readTypeFacts(_ r: inout ObjCWire.Reader) -> TypeFacts? {
        let name = r.string()
        let kind: TypeKind
        switch r.u8() {
        case 0: kind = .class
        case 1: kind = .extension
        default: return nil
        }
        var facts = TypeFacts(name: name, kind: kind, inherited: r.strings(), properties: NameTable(), methods: NameTable(),
                              disposedProperties: NameTable())
        let names = r.strings(), types = r.strings()
        guard r.ok, names.count == types.count else { return nil }
        for (property, type) in zip(names, types) { facts.properties.set(property, type) }
        facts.weakProperties = r.strings()
        facts.assignedProperties = r.strings()
        facts.completedProperties = r.strings()
        return r.ok ? facts : nil
    }
}
