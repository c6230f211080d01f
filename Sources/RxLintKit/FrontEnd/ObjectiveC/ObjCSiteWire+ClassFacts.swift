/// One class's facts in a worker's answer (`ObjCWire`), every field as it is.
extension ObjCSiteWire {
    static func write(_ facts: ObjCClassFacts, _ w: inout ObjCWire.Writer) {
        w.string(facts.name)
        w.bool(facts.isCategory)
        w.optionalString(facts.superclass)
        w.int(facts.members.count)
        for member in facts.members {
            w.string(member.name)
            w.string(member.className)
            w.bool(member.isWeak)
        }
        w.strings(facts.assigned)
        w.strings(facts.completed)
        w.int(facts.signalGetters.count)
        for getter in facts.signalGetters {
            w.string(getter.name)
            w.string(getter.ending.rawValue)
        }
        w.int(facts.madeSignalMembers.count)
        for member in facts.madeSignalMembers {
            w.string(member.name)
            w.string(member.ending.rawValue)
        }
        w.strings(facts.selfEventGetters)
        w.strings(facts.onceMade)
    }

    static func readClassFacts(_ r: inout ObjCWire.Reader) -> ObjCClassFacts? {
        var facts = ObjCClassFacts(name: r.string(), isCategory: r.bool(), superclass: r.optionalString())
        let count = r.int()
        guard r.ok, count >= 0, count < 1 << 24 else { return nil }
        for _ in 0..<count {
            facts.members.append(.init(name: r.string(), className: r.string(), isWeak: r.bool()))
            guard r.ok else { return nil }
        }
        facts.assigned = r.strings()
        facts.completed = r.strings()
        let getters = r.int()
        guard r.ok, getters >= 0, getters < 1 << 24 else { return nil }
        for _ in 0..<getters {
            let name = r.string()
            guard r.ok, let ending = CreateBehaviour(rawValue: r.string()) else { return nil }
            facts.signalGetters.append(.init(name: name, ending: ending))
        }
        let made = r.int()
        guard r.ok, made >= 0, made < 1 << 24 else { return nil }
        for _ in 0..<made {
            let name = r.string()
            guard r.ok, let ending = CreateBehaviour(rawValue: r.string()) else { return nil }
            facts.madeSignalMembers.append(.init(name: name, ending: ending))
        }
        facts.selfEventGetters = r.strings()
        facts.onceMade = r.strings()
        return r.ok ? facts : nil
    }
}
