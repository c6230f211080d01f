/// One `ObjCSite` in a worker's answer (`ObjCWire`), every field as it is: the check pass
/// judges what the worker found. An enum is a one-byte tag and its payload; a tag the reader
/// does not know fails the frame (both sides are one build, so that is a damaged frame).
enum ObjCSiteWire {
    static func write(_ site: ObjCSite, _ w: inout ObjCWire.Writer) {
        switch site.kind {
        case .subscription: w.u8(0)
        case .binding: w.u8(1)
        case .command: w.u8(2)
        case .signalFactory: w.u8(3)
        }
        w.string(site.selector)
        w.int(site.call)
        w.int(site.statement)
        for offset in [site.callStart, site.callEnd, site.statementStart, site.statementEnd] { w.int(Int(offset)) }
        write(site.source, &w)
        w.strings(site.operators)
        switch site.until {
        case nil: w.u8(0)
        case .ownerDeallocation?: w.u8(1)
        case .other(let text)?: w.u8(2); w.string(text)
        }
        w.bool(site.isFinite)
        w.int(site.captures.count)
        for capture in site.captures { write(capture, &w) }
        write(site.fate, &w)
        w.string(site.owner.className)
        w.string(site.owner.methodName)
        w.bool(site.owner.isInstanceMethod)
        w.strings(site.owner.superclasses)
        w.bool(site.enabled != nil)
        if let enabled = site.enabled {
            w.int(enabled.captures.count)
            for capture in enabled.captures { write(capture, &w) }
            w.optionalString(enabled.keptBySelf)
        }
    }

    static func read(_ r: inout ObjCWire.Reader) -> ObjCSite? {
        let kind: ObjCSite.Kind
        switch r.u8() {
        case 0: kind = .subscription
        case 1: kind = .binding
        case 2: kind = .command
        case 3: kind = .signalFactory
        default: return nil
        }
        let selector = r.string()
        let call = r.int(), statement = r.int()
        let callStart = Int32(clamping: r.int()), callEnd = Int32(clamping: r.int())
        let statementStart = Int32(clamping: r.int()), statementEnd = Int32(clamping: r.int())
        guard let source = readSource(&r) else { return nil }
        let operators = r.strings()
        let until: ObjCSite.UntilTrigger?
        switch r.u8() {
        case 0: until = nil
        case 1: until = .ownerDeallocation
        case 2: until = .other(r.string())
        default: return nil
        }
        let isFinite = r.bool()
        let count = r.int()
        guard r.ok, count >= 0, count < 1 << 24 else { return nil }
        var captures: [ObjCCapture] = []
        captures.reserveCapacity(count)
        for _ in 0..<count {
            guard let capture = readCapture(&r) else { return nil }
            captures.append(capture)
        }
        guard let fate = readFate(&r) else { return nil }
        let owner = ObjCOwner(className: r.string(), methodName: r.string(), isInstanceMethod: r.bool(), superclasses: r.strings())
        var enabled: ObjCSite.EnabledSignal?
        if r.bool() {
            let count = r.int()
            guard r.ok, count >= 0, count < 1 << 24 else { return nil }
            var enabledCaptures: [ObjCCapture] = []
            for _ in 0..<count {
                guard let capture = readCapture(&r) else { return nil }
                enabledCaptures.append(capture)
            }
            enabled = ObjCSite.EnabledSignal(captures: enabledCaptures, keptBySelf: r.optionalString())
        }
        guard r.ok else { return nil }
        return ObjCSite(kind: kind, selector: selector, call: call, statement: statement, callStart: callStart, callEnd: callEnd,
                        statementStart: statementStart, statementEnd: statementEnd, source: source, operators: operators,
                        until: until, isFinite: isFinite, captures: captures, fate: fate, owner: owner, enabled: enabled)
    }

    // MARK: Sources

    private static func write(_ source: ObjCSource, _ w: inout ObjCWire.Writer) {
        switch source {
        case .ownedSubject(let path, let terminated, let ownerSeen):
            w.u8(0); write(path, &w); w.bool(terminated); w.bool(ownerSeen)
        case .ownedSignal(let path):
            w.u8(1); write(path, &w)
        case .objectEvents(let what, let path, let ownedBySelf):
            w.u8(2); w.string(what); write(path, &w); w.bool(ownedBySelf)
        case .timer(let text): w.u8(3); w.string(text)
        case .notification(let text): w.u8(4); w.string(text)
        case .synchronous(let text): w.u8(5); w.string(text)
        case .other(let text): w.u8(6); w.string(text)
        case .processLifetime(let what, let object, let endsWithSelf):
            w.u8(7); w.string(what); w.string(object); w.bool(endsWithSelf)
        case .handedSubject(let what, let holder, let member, let terminated):
            w.u8(8); w.string(what); w.string(holder); w.string(member); w.bool(terminated)
        case .madeByGetter(let what, let ending):
            w.u8(9); w.string(what); w.string(ending.rawValue)
        case .heldView(let what, let view, let through):
            w.u8(10); w.string(what); w.string(view); w.string(through)
        case .localSubject(let what, let why, let inBlocks):
            w.u8(11); w.string(what); w.string(why); w.bool(inBlocks)
        case .cellSubject(let what, let cell, let holder, let member, let terminated):
            w.u8(12); w.string(what); w.string(cell); w.string(holder); w.string(member); w.bool(terminated)
        }
    }

    private static func readSource(_ r: inout ObjCWire.Reader) -> ObjCSource? {
        switch r.u8() {
        case 0:
            guard let path = readPath(&r) else { return nil }
            return .ownedSubject(path: path, terminated: r.bool(), ownerSeen: r.bool())
        case 1: return readPath(&r).map { .ownedSignal(path: $0) }
        case 2:
            let what = r.string()
            guard let path = readPath(&r) else { return nil }
            return .objectEvents(what: what, path: path, ownedBySelf: r.bool())
        case 3: return .timer(r.string())
        case 4: return .notification(r.string())
        case 5: return .synchronous(r.string())
        case 6: return .other(r.string())
        case 7: return .processLifetime(what: r.string(), object: r.string(), endsWithSelf: r.bool())
        case 8: return .handedSubject(what: r.string(), holder: r.string(), member: r.string(), terminated: r.bool())
        case 9:
            let what = r.string()
            return CreateBehaviour(rawValue: r.string()).map { .madeByGetter(what: what, ending: $0) }
        case 10: return .heldView(what: r.string(), view: r.string(), through: r.string())
        case 11: return .localSubject(what: r.string(), why: r.string(), inBlocks: r.bool())
        case 12: return .cellSubject(what: r.string(), cell: r.string(), holder: r.string(), member: r.string(), terminated: r.bool())
        default: return nil
        }
    }

    private static func write(_ path: [ObjCPathStep], _ w: inout ObjCWire.Writer) {
        w.int(path.count)
        for step in path {
            w.string(step.name)
            w.bool(step.isIvar)
            w.bool(step.isStrong)
            w.string(step.type)
            w.bool(step.isGetter)
            w.optionalString(step.madeBy)
        }
    }

    private static func readPath(_ r: inout ObjCWire.Reader) -> [ObjCPathStep]? {
        let count = r.int()
        guard r.ok, count >= 0, count < 1 << 24 else { return nil }
        return (0..<count).map { _ in
            var step = ObjCPathStep(name: r.string(), isIvar: r.bool(), isStrong: r.bool(), type: r.string())
            step.isGetter = r.bool()
            step.madeBy = r.optionalString()
            return step
        }
    }

    // MARK: Captures

    private static func write(_ capture: ObjCCapture, _ w: inout ObjCWire.Writer) {
        w.string(capture.role)
        w.int(capture.block)
        switch capture.reason {
        case .explicitSelf: w.u8(0)
        case .ivar(let name): w.u8(1); w.string(name)
        case .recaptured(let name): w.u8(2); w.string(name)
        case .observeMacro: w.u8(3)
        case .superMessage: w.u8(4)
        case .localBlock(let name): w.u8(5); w.string(name)
        }
        w.int(Int(capture.start))
        w.int(Int(capture.end))
        w.bool(capture.provenFix != nil)
        if let edit = capture.provenFix { write(edit, &w) }
    }

    private static func readCapture(_ r: inout ObjCWire.Reader) -> ObjCCapture? {
        let role = r.string()
        let block = r.int()
        let reason: ObjCCapture.Reason
        switch r.u8() {
        case 0: reason = .explicitSelf
        case 1: reason = .ivar(r.string())
        case 2: reason = .recaptured(r.string())
        case 3: reason = .observeMacro
        case 4: reason = .superMessage
        case 5: reason = .localBlock(r.string())
        default: return nil
        }
        var capture = ObjCCapture(role: role, block: block, reason: reason, start: Int32(clamping: r.int()), end: Int32(clamping: r.int()))
        if r.bool() {
            guard let edit = readEdit(&r) else { return nil }
            capture.provenFix = edit
        }
        return r.ok ? capture : nil
    }

    static func write(_ edit: FixEdit, _ w: inout ObjCWire.Writer) {
        w.string(edit.description)
        w.int(edit.replacements.count)
        for r in edit.replacements {
            w.int(r.start)
            w.int(r.end)
            w.string(r.text)
            for position in [r.startLine, r.startColumn, r.endLine, r.endColumn] { w.int(position) }
        }
    }

    static func readEdit(_ r: inout ObjCWire.Reader) -> FixEdit? {
        let description = r.string()
        let count = r.int()
        guard r.ok, count >= 0, count < 1 << 24 else { return nil }
        var replacements: [TextReplacement] = []
        for _ in 0..<count {
            var t = TextReplacement(start: r.int(), end: r.int(), text: r.string())
            t.startLine = r.int()
            t.startColumn = r.int()
            t.endLine = r.int()
            t.endColumn = r.int()
            replacements.append(t)
        }
        return r.ok ? FixEdit(description: description, replacements: replacements) : nil
    }

    // MARK: Fates

    private static func write(_ fate: ObjCFate, _ w: inout ObjCWire.Writer) {
        switch fate {
        case .discarded: w.u8(0)
        case .stored(let target, let methods): w.u8(1); w.string(target); w.strings(methods)
        case .local(let name, let use): w.u8(2); w.string(name); w.string(use.rawValue)
        case .scopedLocal(let name, let use): w.u8(3); w.string(name); w.string(use.rawValue)
        case .handedOver: w.u8(4)
        case .addedToCompound(let target, let methods): w.u8(5); w.string(target); w.strings(methods)
        }
    }

    private static func readFate(_ r: inout ObjCWire.Reader) -> ObjCFate? {
        switch r.u8() {
        case 0: return .discarded
        case 1: return .stored(r.string(), disposedIn: r.strings())
        case 2:
            let name = r.string()
            return LocalUse(rawValue: r.string()).map { .local(name: name, use: $0) }
        case 3:
            let name = r.string()
            return LocalUse(rawValue: r.string()).map { .scopedLocal(name: name, use: $0) }
        case 4: return .handedOver
        case 5: return .addedToCompound(r.string(), disposedIn: r.strings())
        default: return nil
        }
    }
}
