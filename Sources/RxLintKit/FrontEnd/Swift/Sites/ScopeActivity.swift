/// What the code of a file does around its subscriptions that decides whether a local bag
/// loses anything: where it waits, drives a test scheduler, or sends on a subject. Built in
/// one pass over the tokens; each site asks it in logarithmic time.
struct ScopeActivity {
    /// Positions of waits, per level (the innermost closure, else the function, holding them).
    private var waits: [Int32: [Int32]] = [:]
    private var waitNames: [Int32: [String]] = [:]
    /// Positions of sends (`x.onNext(`, `x.accept(`, …), per level and receiver's first name.
    private var sends: [Key: [Int32]] = [:]
    /// Positions of every send, per level, with the receiver's first name.
    private var anySends: [Int32: [(position: Int32, name: String)]] = [:]
    /// Positions of calls of this file's functions that send on a name, likewise.
    private var sendsThroughCalls: [Key: [Int32]] = [:]
    /// Positions of terminal sends (`x.onCompleted()`, `x.onError(`), likewise.
    private var terminals: [Key: [Int32]] = [:]

    private struct Key: Hashable {
        var level: Int32
        var name: String
    }

    /// Calls that block until something happens: XCTest and Nimble waits, run loops,
    /// blocking operators, sleeps.
    static let waitCalls: Set<String> = [
        "wait", "waitForExpectations", "waitUntil", "toEventually", "toEventuallyNot", "toNotEventually",
        "fulfillment", "toBlocking", "sleep", "usleep", "CFRunLoopRunInMode", "CFRunLoopRun",
    ]
    /// Calls on a test scheduler that deliver everything it has scheduled.
    static let schedulerRuns: Set<String> = ["start", "advanceTo", "advance", "run", "runUntil"]
    /// Calls that send an element or a terminal event on a subject, relay or action.
    static let sendCalls: Set<String> = ["onNext", "accept", "on", "onCompleted", "onError", "execute", "send"]
    /// Every name above, compared as token bytes before any string is made.
    private static let anyName = ByteNameSet(waitCalls.union(schedulerRuns).union(sendCalls).union(["run"]))
    static let terminalCalls: Set<String> = ["onCompleted", "onError"]

    init(_ s: FileStructure, _ t: TokenText) {
        let n = s.tokens.count
        var j = 0
        while j + 1 < n {
            defer { j += 1 }
            guard t.kind(j) == .identifier, t.keyword(j) == .none else { continue }
            let next = t.kind(j + 1)
            if next == .equal, j >= 2, t.kind(j - 1) == .period, t.equals(j, "value") {
                // `variable.value = x`: a `Variable` sends its new value. Counted only as a
                // send on that receiver (the source's own object), not as any send: many an
                // object has a `value` to assign.
                if let receiver = ScopeActivity.firstName(endingAt: j - 2, t) {
                    sends[Key(level: ScopeActivity.level(ofToken: j, s), name: receiver), default: []].append(Int32(j))
                }
                continue
            }
            guard next == .leftParen || next == .leftBrace, ScopeActivity.anyName.contains(t, j) else { continue }
            let name = t.string(j)
            let afterPeriod = j > 0 && t.kind(j - 1) == .period
            let level = ScopeActivity.level(ofToken: j, s)
            if ScopeActivity.waitCalls.contains(name) || name == "run" && afterPeriod && j >= 2 && ScopeActivity.isRunLoop(j - 2, t) {
                waits[level, default: []].append(Int32(j))
                waitNames[level, default: []].append(name)
                continue
            }
            guard afterPeriod, j >= 2 else { continue }
            let receiver = ScopeActivity.firstName(endingAt: j - 2, t)
            guard let receiver else { continue }
            if ScopeActivity.schedulerRuns.contains(name), receiver.lowercased().contains("scheduler") {
                waits[level, default: []].append(Int32(j))
                waitNames[level, default: []].append("\(receiver).\(name)")
            } else if ScopeActivity.sendCalls.contains(name) {
                sends[Key(level: level, name: receiver), default: []].append(Int32(j))
                anySends[level, default: []].append((Int32(j), receiver))
                if ScopeActivity.terminalCalls.contains(name) || name == "on" && j + 3 < n && t.kind(j + 2) == .period
                    && (t.equals(j + 3, "completed") || t.equals(j + 3, "error")) {
                    terminals[Key(level: level, name: receiver), default: []].append(Int32(j))
                }
            }
        }
        addCallsOfSendingFunctions(s, t)
    }

    /// A call of a function of this file whose own body sends (`func send(_ v: Int) {
    /// subject.onNext(v) }`, a method `fire()` of the type) sends where it is called, on the
    /// objects its body names. Only a send on the subscription's own source counts through a
    /// call: a helper that also feeds some other relay (`setUpTitle()`) says nothing about
    /// the source. One level: a function's calls of other functions are not followed. A name
    /// declared twice in the file is left alone.
    private mutating func addCallsOfSendingFunctions(_ s: FileStructure, _ t: TokenText) {
        var declared: [String: Int] = [:]
        for f in s.functions { declared[f.name, default: 0] += 1 }
        var sent: [String: [String]] = [:]
        for f in s.functions where declared[f.name] == 1 {
            guard let entries = anySends[f.scope], !entries.isEmpty else { continue }
            var names: [String] = []
            for e in entries where !names.contains(e.name) { names.append(e.name) }
            sent[f.name] = names
        }
        guard !sent.isEmpty else { return }
        let sendingNames = ByteNameSet(sent.keys)
        for j in 0..<s.tokens.count where t.isOwnCall(j) && sendingNames.contains(t, j) {
            guard let names = sent[t.string(j)] else { continue }
            let level = ScopeActivity.level(ofToken: j, s)
            // Tokens are visited in order: each list stays sorted.
            for name in names { sendsThroughCalls[Key(level: level, name: name), default: []].append(Int32(j)) }
        }
    }

    /// Where a statement runs: the innermost closure holding it, or else its function (a
    /// block of an `if` runs where its statement does).
    static func level(ofToken j: Int, _ s: FileStructure) -> Int32 {
        level(ofScope: Int(s.scopeOf[j]), s)
    }

    static func level(ofScope sc: Int, _ s: FileStructure) -> Int32 {
        let closure = s.nearestClosure[sc]
        return closure >= 0 ? closure : s.nearestFunction[sc]
    }

    /// `RunLoop.current.run(…)`, `RunLoop.main.run(…)`.
    private static func isRunLoop(_ j: Int, _ t: TokenText) -> Bool {
        (t.equals(j, "current") || t.equals(j, "main")) && j >= 2 && t.kind(j - 1) == .period && t.equals(j - 2, "RunLoop")
    }

    /// The first name of the receiver `a.b?.c` whose last token is `j` (`self.` skipped);
    /// nil for anything else.
    private static func firstName(endingAt j: Int, _ t: TokenText) -> String? {
        var k = j
        var previous = -1
        var steps = 0
        while steps < 16 {
            steps += 1
            if t.kind(k) == .operator, t.isByte(k, UInt8(ascii: "?")) || t.isByte(k, UInt8(ascii: "!")), k > 0 { k -= 1; continue }
            guard t.isName(k) || t.keyword(k) == .self else { return nil }
            guard k >= 2, t.kind(k - 1) == .period else {
                if t.keyword(k) == .self { return previous >= 0 ? t.string(previous) : nil }
                return t.string(k)
            }
            previous = k
            k -= 2
        }
        t.noteLimit("a receiver of more than 16 names after a local bag")
        return nil
    }

    /// The first wait at `level` strictly between `from` and `to`, by name.
    func wait(atLevel level: Int32, after from: Int, before to: Int) -> String? {
        guard let positions = waits[level], let k = ScopeActivity.firstIndex(in: positions, after: from),
              Int(positions[k]) < to else { return nil }
        return waitNames[level]?[k]
    }

    /// Whether the code at `level` sends on `name` strictly between `from` and `to`.
    func sends(on name: String, atLevel level: Int32, after from: Int, before to: Int) -> Bool {
        let key = Key(level: level, name: name)
        return [sends[key], sendsThroughCalls[key]].contains { positions in
            guard let positions, let k = ScopeActivity.firstIndex(in: positions, after: from) else { return false }
            return Int(positions[k]) < to
        }
    }

    /// The first object the code at `level` sends on strictly between `from` and `to`: a
    /// test that feeds a subject the source depends on (`online.onNext(true)`) gets what it
    /// sends before the scope ends.
    func firstSend(atLevel level: Int32, after from: Int, before to: Int) -> String? {
        guard let entries = anySends[level] else { return nil }
        var lo = 0
        var hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(entries[mid].position) <= from { lo = mid + 1 } else { hi = mid }
        }
        return lo < entries.count && Int(entries[lo].position) < to ? entries[lo].name : nil
    }

    /// Whether the code at `level` ended `name` (a terminal event) between `from` and `to`.
    func terminated(_ name: String, atLevel level: Int32, after from: Int, before to: Int) -> Bool {
        guard let positions = terminals[Key(level: level, name: name)], let k = ScopeActivity.firstIndex(in: positions, after: from) else { return false }
        return Int(positions[k]) < to
    }

    /// Index of the first position greater than `from` in a sorted array.
    private static func firstIndex(in positions: [Int32], after from: Int) -> Int? {
        var lo = 0
        var hi = positions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(positions[mid]) <= from { lo = mid + 1 } else { hi = mid }
        }
        return lo < positions.count ? lo : nil
    }
}

extension SiteExtractor {
    /// Why nothing is lost although the local bag `bag` disposes the subscription at token
    /// `site` when its scope ends; nil when later events are lost.
    func drain(bag: String, site: Int, callEnd: Int, root: ChainRoot) -> ScopeDrain? {
        guard let decl = localDecl(named: bag, before: site) else { return nil }
        // Disposal is what the code is about: a bag made inside an `autoreleasepool` so that
        // it goes at a known point.
        let bagClosure = structure.nearestClosure[Int(decl.scope)]
        if bagClosure >= 0, captures.calleeName(ofClosure: Int(structure.scopes[Int(bagClosure)].item)) == "autoreleasepool" {
            return .deliberateDisposal
        }
        // Inside `waitUntil { done in … }` between the bag and the subscription.
        // Walked up from the subscription to the bag's scope; 64 closures is deeper than a
        // test nests `waitUntil`, and stopping there only keeps a finding.
        let first = structure.nearestClosure[Int(structure.scopeOf[site])]
        var next: Int? = first >= 0 ? Int(structure.scopes[Int(first)].item) : nil
        var depth = 0
        while let c = next {
            guard depth < 64 else {
                captures.noteLimit("more than 64 closures between a subscription and its local bag")
                break
            }
            next = structure.parentClosure(of: c)
            depth += 1
            if structure.scope(decl.scope, isWithin: structure.closures[c].scope) { break }
            if let callee = captures.calleeName(ofClosure: c), callee == "waitUntil" || callee == "autoreleasepool" {
                return callee == "waitUntil" ? .waitsInside(callee) : .deliberateDisposal
            }
        }
        let level = ScopeActivity.level(ofScope: Int(decl.scope), structure)
        let scopeEnd = Int(structure.scopes[Int(decl.scope)].close)
        if let wait = onDemand.activity.wait(atLevel: level, after: callEnd, before: scopeEnd) { return .waits(wait) }
        let path = root.path.first == "self" ? Array(root.path.dropFirst()) : root.path
        guard let first = path.first else {
            return onDemand.activity.firstSend(atLevel: level, after: callEnd, before: scopeEnd).map { .sends($0) }
        }
        if onDemand.activity.sends(on: first, atLevel: level, after: callEnd, before: scopeEnd) { return .sends(first) }
        if let other = onDemand.activity.firstSend(atLevel: level, after: callEnd, before: scopeEnd) { return .sends(other) }
        if onDemand.activity.terminated(first, atLevel: level, after: Int(decl.nameToken), before: site) { return .terminatedBefore(first) }
        if let subject = localDecl(named: first, before: site), subjectStaysInScope(subject) { return .unreachableAfter(first) }
        return nil
    }

    /// Whether local `decl` is a subject made where it is declared (`let s =
    /// PublishSubject<Int>()`) that nothing outside its scope can reach: every later mention
    /// of it is a member call (`s.onNext(1)`, `s.subscribe(…)`) at the scope's own level, none
    /// inside a closure (which may run later), none passed, returned, assigned or stored.
    private func subjectStaysInScope(_ decl: LocalDecl) -> Bool {
        let start = Int(decl.initializerStart)
        guard start >= 0, text.isName(start), RxCatalog.subjectTypeNames.contains(text.name(start)), text.constructs(at: start) else { return false }
        let scope = structure.scopes[Int(decl.scope)]
        let level = ScopeActivity.level(ofScope: Int(decl.scope), structure)
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        guard end == Int(scope.close) else { return false }
        var j = Int(decl.initializerEnd)
        while j < end {
            defer { j += 1 }
            guard text.isName(j), text.equals(j, name: decl.name), text.kind(j - 1) != .period else { continue }
            guard text.kind(j + 1) == .period, ScopeActivity.level(ofToken: j, structure) == level else { return false }
        }
        return true
    }
}
