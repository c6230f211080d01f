/// Every reference to `self` inside the closures of a file, resolved in one forward pass over
/// each outermost closure that holds a subscription's closures, and for each closure the
/// answers `CaptureAnalysis.strongCaptures` gives about it.
///
/// Swift's rule: a closure captures `self` when `self` is used in it or in a closure nested in
/// it, unless a closure on the way binds `self` itself. So a reference makes every closure
/// between it and its binding capture `self` — the reference's *path*. Asking that closure by
/// closure, each one scanning its whole body and walking out from every reference in it, costs
/// the nesting depth squared (cubed with capture lists). Here each reference is resolved once,
/// and its path is handed out along the chain with a union-find that skips closures already
/// given an earlier reference, so every closure is visited once whatever the depth.
final class SelfReferences {
    /// A reference that is the first strong capture of self for at least one closure.
    struct Reference {
        var token: Int32
        var reason: CaptureReason
    }

    private(set) var references: [Reference] = []
    /// References to a strong local `self` (or a `[self]` capture) made through Rx closures
    /// nested inside the binding closure, per outermost closure and then per key: -1 for those
    /// through `self` or an alias, a type's index for those through a bare member name of that
    /// value type (a site reads its closures with its own type's members).
    private var nested: [Int32: [Int32: NestedCaptures]] = [:]
    /// Per closure: its first escaping reference, whether it was swept, the union-find link.
    private var cursor: ChainCursor
    /// The sweep's stacks, kept between sweeps so each file allocates them once.
    private var buffers = SweepBuffers()

    // Per-file tables, built once.
    private var aliasKeys: [String: Int] = [:]
    private let aliasSet: ByteNameSet?
    /// Per name key, the bindings in source order of where they start.
    private let bindings: [[Binding]]
    private let hasStrong: Bool
    /// Built when the sweep first meets a name inside a type, if the file has value types.
    private var members: ValueTypeMembers?
    /// Per type: whether it or a type around it is a struct or enum (empty if none is).
    private let valueTypeAround: [Bool]

    /// What binds a name at a point of the file.
    fileprivate enum BindingKind: UInt8 {
        /// `guard let self = self`, `let strongSelf = self`: a strong local.
        case strongLocal
        /// `[self]`, `[me = self]` in a capture list.
        case strongCapture
        /// `[weak self]`, `[unowned self]`.
        case weakCapture
        /// A closure parameter named `self` (`subscribe(with: self) { (self, value) in … }`, a
        /// project's `flatMap(weak: self) { self, value in … }`): the value the call passes,
        /// not the method's `self`. Closures nested in it capture that value, which the
        /// helper holds weakly between calls, so none of them is reported.
        case parameter
    }

    /// A binding visible over tokens `lo..<hi`. The bindings of one name nest like scopes,
    /// so during the forward pass the innermost one is the top of a stack.
    fileprivate struct Binding {
        var lo: Int32
        var hi: Int32
        var closure: Int32
        var kind: BindingKind
        /// Order among bindings starting at the same token: the closure checked first by the
        /// old outward walk (the inner one; within one closure a rebinding before a capture)
        /// sorts last, so it ends up on top.
        var nesting: Int32
        var rank: UInt8
    }

    init(_ a: CaptureAnalysis) {
        // Name keys: 0 is `self`, then each alias name bound by `let strongSelf = self`.
        // (`guard let `self` = self` puts "self" among the alias names; it stays key 0.)
        for name in a.aliasNames.sorted() where name != "self" { aliasKeys[name] = aliasKeys.count + 1 }
        aliasSet = aliasKeys.isEmpty ? nil : ByteNameSet(a.aliasNames)
        (bindings, hasStrong) = SelfReferences.bindings(a, keys: aliasKeys)
        valueTypeAround = SelfReferences.valueTypesAround(a.s)
        cursor = ChainCursor(count: a.s.closures.count)
        buffers.stacks = bindings.map { BindingStack(list: $0) }
        a.steps &+= a.s.closures.count
    }

    /// Index into `references` of the first reference in closure `c` (source order) whose
    /// binding lies outside it, so that `c` itself holds self strongly; -1 if none. Known once
    /// the outermost closure around `c` is swept.
    func firstEscaping(_ c: Int) -> Int32 {
        cursor.first(c)
    }

    /// Resolves every reference inside outermost closure `root` (once). A reference, its
    /// bindings and the closures on its path all lie inside one outermost closure, so files
    /// are swept only where their sites are.
    func sweep(root: Int, _ a: CaptureAnalysis) {
        guard cursor.markSwept(root) else { return }
        // Worked on as locals (moved out, not copied), then put back.
        var cursor = ChainCursor(count: 0)
        swap(&cursor, &self.cursor)
        var buffers = SweepBuffers()
        swap(&buffers, &self.buffers)
        defer {
            swap(&cursor, &self.cursor)
            swap(&buffers, &self.buffers)
        }
        let s = a.s
        let t = a.t
        let chains = a.chains
        let n = s.tokens.count
        let closureCount = s.closures.count
        let rootScope = s.scopes[Int(s.closures[root].scope)]
        var steps = 0
        // The bindings inside the root: each starts after its `{`.
        for key in buffers.stacks.indices { buffers.stacks[key].restart(after: rootScope.open, steps: &steps) }
        buffers.stack.removeAll(keepingCapacity: true)
        buffers.rxPositions.removeAll(keepingCapacity: true)
        var nestedRecords: [(type: Int32, record: NestedCaptures.Record)] = []
        var members = self.members
        defer { self.members = members }
        // The `}` of the innermost open closure, and the `{` of the next one to open.
        var topClose = -1
        var nextClosure = root
        var nextOpen = Int(rootScope.open)

        let end = min(Int(rootScope.close), n - 1)
        // Where self has no other name (no alias bound, no value type's members) only the
        // `self` tokens, listed by the rebinding scan, are visited; elsewhere every token.
        let selfTokens = a.selfTokens
        let onlySelf = !mayNameSelfOtherwise(root: root, a)
        var nextSelf = 0
        if onlySelf {
            var hi = selfTokens.count
            while nextSelf < hi {
                steps &+= 1
                let mid = (nextSelf + hi) / 2
                if Int(selfTokens[mid]) <= nextOpen { nextSelf = mid + 1 } else { hi = mid }
            }
        }
        var r = nextOpen
        while true {
            if onlySelf {
                guard nextSelf < selfTokens.count, Int(selfTokens[nextSelf]) <= end else { break }
                r = Int(selfTokens[nextSelf])
                nextSelf += 1
            } else {
                r += 1
                guard r <= end else { break }
            }
            steps &+= 1
            // Open the closures that start before the token, closing those that ended first.
            while nextOpen <= r || topClose >= 0 && topClose < r {
                if topClose >= 0, topClose < min(nextOpen, r) {
                    buffers.stack.removeLast()
                    if let p = buffers.rxPositions.last, Int(p) == buffers.stack.count { buffers.rxPositions.removeLast() }
                    topClose = buffers.stack.last.map { Int(s.scopes[Int(s.closures[Int($0)].scope)].close) } ?? -1
                    continue
                }
                // Rx closures matter only to strong bindings; most files have none.
                if hasStrong, a.isRxClosure(nextClosure) { buffers.rxPositions.append(Int32(buffers.stack.count)) }
                buffers.stack.append(Int32(nextClosure))
                topClose = Int(s.scopes[Int(s.closures[nextClosure].scope)].close)
                nextClosure += 1
                nextOpen = nextClosure < closureCount ? Int(s.scopes[Int(s.closures[nextClosure].scope)].open) : Int.max
                steps &+= 1
            }

            // Which name the token refers to: self, an alias of it, or a value type's member.
            guard t.kind(r) == .identifier else { continue }
            let sc = Int(s.scopeOf[r])
            let kScope = Int(s.nearestClosure[sc])
            guard kScope >= 0 else { continue }
            let kw = t.keyword(r)
            var key = -1
            var memberCandidate = false
            var ownType: Int32 = -1
            if kw == .self {
                key = 0
            } else if let aliasSet, aliasSet.contains(t, r) {
                key = aliasKeys[t.string(r)] ?? -1
            } else if kw == .none, !onlySelf, !valueTypeAround.isEmpty {
                let ts = Int(s.nearestType[sc])
                if ts >= 0 {
                    if members == nil { members = ValueTypeMembers(s) }
                    ownType = s.scopes[ts].item
                    buffers.memberTypes.removeAll(keepingCapacity: true)
                    members!.types(naming: r, from: ownType, t, into: &buffers.memberTypes)
                    memberCandidate = !buffers.memberTypes.isEmpty
                }
            }
            guard key >= 0 || memberCandidate else { continue }
            // `Type.self`, `x.self`, and binding names are not references.
            if r > 0, t.kind(r - 1) == .period || t.keyword(r - 1) == .let || t.keyword(r - 1) == .var { continue }
            var implicit = false
            if memberCandidate {
                // In a value type, `count` means `self.count` unless a label, parameter or local.
                if r + 1 < n, t.kind(r + 1) == .colon { continue }
                if a.isShadowed(t.string(r), at: r) { continue }
                key = 0
                implicit = true
            }

            // A capture list (or any token before `in`) is evaluated where the closure is
            // created: in its parent's context.
            let k = Int(s.scopes[kScope].item)
            let closure = s.closures[k]
            var start = sc
            let inHeader = r > Int(s.scopes[kScope].open) && r < Int(closure.bodyStart)
            if inHeader {
                // `{ (self, value) in … }`: the parameter's own name refers to nothing.
                if kw == .self, a.isParameterName(r, ofClosure: k) { continue }
                start = Int(s.scopes[kScope].parent)
            }
            let from = inHeader ? (start >= 0 ? Int(s.nearestClosure[start]) : -1) : kScope
            guard from >= 0 else { continue }
            let first = s.scopes[from].item

            // The binding: the innermost one around the token, if no function or type body
            // lies between (the chain stops there, and so does every outer binding).
            var binder: Int32 = -1
            var kind: BindingKind?
            if let b = buffers.stacks[key].innermost(at: Int32(r), steps: &steps), chains.boundary[Int(s.closures[Int(b.closure)].scope)] == chains.boundary[start] {
                binder = b.closure
                kind = b.kind
            }
            let strong = kind == .strongLocal || kind == .strongCapture
            guard strong || (kind == nil && key == 0) else { continue }
            let reason: CaptureReason = strong ? .recaptured : (inHeader ? .nestedWeakCapture : (implicit ? .implicitMember : .explicitSelf))

            // Every closure of the path that has no earlier reference gets this one. (A bare
            // member name counts only with the members of its own type: the path never leaves it.)
            let stopDepth = binder >= 0 ? chains.depth(Int(binder)) : -1
            var u = implicit && buffers.memberTypes.first != ownType ? -1 : cursor.find(first, steps: &steps)
            var index: Int32 = -1
            while u >= 0, chains.depth(Int(u)) > stopDepth {
                steps &+= 1
                if index < 0 {
                    index = Int32(references.count)
                    references.append(Reference(token: Int32(r), reason: reason))
                }
                cursor.setFirst(u, index)
                let p = chains.parent(Int(u))
                cursor.assign(u, parent: p)
                u = p >= 0 ? cursor.find(p, steps: &steps) : -1
            }

            // A strong local recaptured through Rx closures inside the binding closure: the
            // outermost of them is reported by closures around it that contain the binding.
            if strong {
                let below = chains.nesting(Int(binder))
                var lo = 0
                var hi = buffers.rxPositions.count
                while lo < hi {
                    steps &+= 1
                    let mid = (lo + hi) / 2
                    if buffers.rxPositions[mid] <= below { lo = mid + 1 } else { hi = mid }
                }
                if lo < buffers.rxPositions.count, buffers.rxPositions[lo] <= chains.nesting(Int(first)) {
                    let record = NestedCaptures.Record(closure: buffers.stack[Int(buffers.rxPositions[lo])], token: Int32(r), bindingNesting: below)
                    if implicit {
                        for type in buffers.memberTypes { nestedRecords.append((type, record)) }
                    } else {
                        nestedRecords.append((-1, record))
                    }
                }
            }
        }
        if !nestedRecords.isEmpty {
            var byType: [Int32: [NestedCaptures.Record]] = [:]
            for (type, record) in nestedRecords { byType[type, default: []].append(record) }
            var forRoot: [Int32: NestedCaptures] = [:]
            for (type, records) in byType { forRoot[type] = NestedCaptures(records, steps: &steps) }
            nested[Int32(root)] = forRoot
        }
        a.steps &+= steps
    }

    /// Whether a token inside outermost closure `root` may stand for self by another name: an
    /// alias bound inside it (`let strongSelf = self`, `[strongSelf = self]`), or a member name
    /// of a value type around it or declared in it. If not, the sweep visits only its `self`
    /// tokens.
    private func mayNameSelfOtherwise(root: Int, _ a: CaptureAnalysis) -> Bool {
        let s = a.s
        let scope = s.scopes[Int(s.closures[root].scope)]
        // An alias with no binding inside the root resolves to nothing there.
        for key in bindings.indices.dropFirst() where SelfReferences.anyBinding(in: bindings[key], after: scope.open, upTo: scope.close) {
            return true
        }
        guard !valueTypeAround.isEmpty else { return false }
        let ts = s.nearestType[Int(s.closures[root].scope)]
        if ts >= 0, s.scopes[Int(ts)].item >= 0, valueTypeAround[Int(s.scopes[Int(ts)].item)] { return true }
        // A type declared inside the closure: types are numbered in source order.
        var lo = 0
        var hi = s.types.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if s.scopes[Int(s.types[mid].scope)].open <= scope.open { lo = mid + 1 } else { hi = mid }
        }
        return lo < s.types.count && s.scopes[Int(s.types[lo].scope)].open < scope.close
    }

    /// Whether `list` (sorted by start) has a binding starting in `after+1...upTo`.
    private static func anyBinding(in list: [Binding], after lo: Int32, upTo hi: Int32) -> Bool {
        var a = 0
        var b = list.count
        while a < b {
            let mid = (a + b) / 2
            if list[mid].lo <= lo { a = mid + 1 } else { b = mid }
        }
        return a < list.count && list[a].lo <= hi
    }

    /// Per type: whether it, or a type around it, is a struct or an enum; empty if the file
    /// declares neither.
    private static func valueTypesAround(_ s: FileStructure) -> [Bool] {
        guard s.types.contains(where: { $0.kind == .struct || $0.kind == .enum }) else { return [] }
        var result = [Bool](repeating: false, count: s.types.count)
        // Types are numbered in source order, so the one around a type comes first.
        for (k, type) in s.types.enumerated() {
            let parent = s.scopes[Int(type.scope)].parent
            let around = parent >= 0 ? s.nearestType[Int(parent)] : -1
            let outer = around >= 0 && s.scopes[Int(around)].item >= 0 && result[Int(s.scopes[Int(around)].item)]
            result[k] = type.kind == .struct || type.kind == .enum || outer
        }
        return result
    }

    /// Every binding of `self` and of its alias names, per name key, in the order the forward
    /// pass meets them; and whether any of them is strong.
    private static func bindings(_ a: CaptureAnalysis, keys aliasKeys: [String: Int]) -> ([[Binding]], Bool) {
        let s = a.s
        let chains = a.chains
        func key(_ name: String) -> Int? { name == "self" ? 0 : aliasKeys[name] }
        var result = [[Binding]](repeating: [], count: aliasKeys.count + 1)
        var hasStrong = false
        for c in s.closures.indices where !s.closures[c].captures.isEmpty {
            let closure = s.closures[c]
            let close = s.scopes[Int(closure.scope)].close
            // The closure's own header is evaluated outside it: its bindings start at the body.
            for (e, entry) in closure.captures.enumerated() where entry.capturesSelf {
                // The first entry of a name decides, as Swift would reject a second.
                guard let key = key(entry.name), !closure.captures[..<e].contains(where: { $0.capturesSelf && $0.name == entry.name }) else { continue }
                let kind: BindingKind = entry.strength == .strong ? .strongCapture : .weakCapture
                hasStrong = hasStrong || kind == .strongCapture
                result[key].append(Binding(lo: closure.bodyStart, hi: close + 1, closure: Int32(c), kind: kind, nesting: chains.nesting(c), rank: 0))
            }
        }
        for c in s.closures.indices where s.closures[c].parameters.contains("self") {
            let closure = s.closures[c]
            // A capture of self by the same closure, if any (Swift would reject both), wins.
            guard !closure.captures.contains(where: { $0.capturesSelf && $0.name == "self" }) else { continue }
            let close = s.scopes[Int(closure.scope)].close
            result[0].append(Binding(lo: closure.bodyStart, hi: close + 1, closure: Int32(c), kind: .parameter, nesting: chains.nesting(c), rank: 0))
        }
        for (c, list) in a.rebindings {
            for rebinding in list {
                guard let key = key(rebinding.name) else { continue }
                // Visible after the `let`, inside its scope (an `if let`'s block only).
                let scope = s.scopes[Int(rebinding.visibleScope)]
                let lo = max(Int32(rebinding.token + 1), scope.open)
                result[key].append(Binding(lo: lo, hi: scope.close + 1, closure: Int32(c), kind: .strongLocal, nesting: chains.nesting(c), rank: 1))
                hasStrong = true
            }
        }
        for key in result.indices {
            result[key].sort { ($0.lo, $0.nesting, $0.rank, $0.closure) < ($1.lo, $1.nesting, $1.rank, $1.closure) }
        }
        return (result, hasStrong)
    }
}

/// The bindings of one name in the order the forward pass meets them, and the stack of those
/// around the current token: they nest like scopes, so the innermost is on top.
private struct BindingStack {
    let list: [SelfReferences.Binding]
    private var next = 0
    private var active: [Int32] = []

    init(list: [SelfReferences.Binding]) { self.list = list }

    /// Starts a pass at the first binding after token `open` (an outermost closure's `{`).
    mutating func restart(after open: Int32, steps: inout Int) {
        var lo = 0
        var hi = list.count
        while lo < hi {
            steps &+= 1
            let mid = (lo + hi) / 2
            if list[mid].lo <= open { lo = mid + 1 } else { hi = mid }
        }
        next = lo
        active.removeAll(keepingCapacity: true)
    }

    /// The innermost binding around token `r`; tokens come in increasing order.
    mutating func innermost(at r: Int32, steps: inout Int) -> SelfReferences.Binding? {
        while next < list.count, list[next].lo <= r {
            let lo = list[next].lo
            while let last = active.last, list[Int(last)].hi <= lo { active.removeLast(); steps &+= 1 }
            active.append(Int32(next))
            next += 1
            steps &+= 1
        }
        while let last = active.last, list[Int(last)].hi <= r { active.removeLast(); steps &+= 1 }
        return active.last.map { list[Int($0)] }
    }
}

/// What the sweep keeps between outermost closures.
private struct SweepBuffers {
    var stacks: [BindingStack] = []
    /// Lexically open closures, outermost first: closure `c` sits at `nesting(c)`.
    var stack: [Int32] = []
    /// Positions in `stack` of the open closures that are Rx closures, ascending.
    var rxPositions: [Int32] = []
    /// The value types whose members name the current token, innermost first.
    var memberTypes: [Int32] = []
}

/// Per closure, in one table: the first reference escaping it, whether it was swept (as an
/// outermost closure), and a union-find link over its chain — an unassigned closure points to
/// itself, an assigned one towards its chain parent (-1 past the chain's end) — so that a walk
/// up a chain skips every closure already given a reference.
private struct ChainCursor {
    private struct Node {
        var up: Int32
        var first: Int32 = -1
        var swept = false
    }

    private var nodes: [Node]

    init(count: Int) {
        nodes = (0..<Int32(count)).map { Node(up: $0) }
    }

    func first(_ c: Int) -> Int32 { nodes[c].first }

    mutating func setFirst(_ c: Int32, _ reference: Int32) { nodes[Int(c)].first = reference }

    /// Marks `c` swept; false if it already was.
    mutating func markSwept(_ c: Int) -> Bool {
        guard !nodes[c].swept else { return false }
        nodes[c].swept = true
        return true
    }

    /// The nearest unassigned closure at or above `x` in its chain, or -1.
    mutating func find(_ x: Int32, steps: inout Int) -> Int32 {
        var root = x
        while root >= 0, nodes[Int(root)].up != root {
            root = nodes[Int(root)].up
            steps &+= 1
        }
        var v = x
        while v >= 0, v != root {
            let following = nodes[Int(v)].up
            nodes[Int(v)].up = root
            v = following
        }
        return root
    }

    /// Marks closure `c` as given its reference; `parent` is its chain parent.
    mutating func assign(_ c: Int32, parent: Int32) {
        nodes[Int(c)].up = parent
    }
}

extension SelfReferences {
    /// For chain closure `c` (inside outermost closure `root`, swept) of a site in type
    /// `siteType` (-1 if none): every Rx closure nested in it that recaptures a strong self
    /// bound at or inside `c`, with its first such reference, in source order of the closures.
    func nestedCaptures(inside c: Int, root: Int, siteType: Int32, _ s: FileStructure, nesting: Int32, steps: inout Int) -> [(closure: Int, token: Int32)] {
        guard let nested = nested[Int32(root)] else { return [] }
        let viaSelf = nested[-1]?.captures(inside: c, s, nesting: nesting, steps: &steps) ?? []
        guard siteType >= 0, let byMember = nested[siteType] else { return viaSelf }
        let viaMember = byMember.captures(inside: c, s, nesting: nesting, steps: &steps)
        // Both lists ascend by closure: merge them, and for a closure reached both through
        // `self` and through a member name keep the earlier reference.
        var merged: [(closure: Int, token: Int32)] = []
        merged.reserveCapacity(viaSelf.count + viaMember.count)
        var a = 0
        var b = 0
        while a < viaSelf.count || b < viaMember.count {
            steps &+= 1
            if b == viaMember.count || a < viaSelf.count && viaSelf[a].closure < viaMember[b].closure {
                merged.append(viaSelf[a])
                a += 1
            } else if a == viaSelf.count || viaMember[b].closure < viaSelf[a].closure {
                merged.append(viaMember[b])
                b += 1
            } else {
                merged.append((viaSelf[a].closure, min(viaSelf[a].token, viaMember[b].token)))
                a += 1
                b += 1
            }
        }
        return merged
    }
}
