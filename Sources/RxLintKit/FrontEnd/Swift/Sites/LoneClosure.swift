/// The answer `SelfReferences` would give for a closure that no closure contains and that
/// contains none, read from the closure alone.
///
/// Most chain closures are of this shape (`.subscribe(onNext: { [weak self] in … })` in a
/// method), and in a file without aliases of self, outside value types, their answer depends
/// only on their own capture list and `self` tokens: no other closure's binding can reach
/// inside, and no reference inside can reach another closure. The per-file binding tables
/// and the sweep are then not built for them.
extension CaptureAnalysis {
    /// What the sweep of closure `c` would find: `nil` if `c` is not of that shape (the sweep
    /// must decide); otherwise the token of its first reference to an outer self (`-1` if none).
    func loneClosureEscape(_ c: Int) -> Int32? {
        guard aliasNames.isEmpty, chains.root(c) == Int32(c) else { return nil }
        let closure = s.closures[c]
        let scope = s.scopes[Int(closure.scope)]
        if c + 1 < s.closures.count, s.scopes[Int(s.closures[c + 1].scope)].open < scope.close { return nil }
        if hasValueTypes, mayNameSelfByMember(closure, scope) { return nil }
        // `[weak self]`, `[unowned self]`, `[self]` or a parameter named `self`: every `self`
        // of the body is bound by the closure itself (or by a `guard let self` in it, bound
        // strongly but inside), so none of them leaves the closure.
        let bindsSelf = closure.captures.contains { $0.capturesSelf && $0.name == "self" } || closure.parameters.contains("self")
        // Without such a binding, a `guard let self` makes the answer the sweep's.
        if !bindsSelf, !rebindings.isEmpty, rebindings[c] != nil { return nil }
        // The sweep looks for the call an outermost closure is passed to when the file binds
        // self strongly somewhere; looking here too keeps a bound that walk may meet noted.
        if bindsSelfStrongly { _ = calleeToken(ofClosure: c) }
        steps &+= 1
        if bindsSelf { return -1 }
        // Otherwise the first `self` of the body itself (not of a function or type declared
        // in it) that is not a member name or a binding's name.
        var lo = 0
        var hi = selfTokens.count
        while lo < hi {
            steps &+= 1
            let mid = (lo + hi) / 2
            if Int(selfTokens[mid]) < Int(closure.bodyStart) { lo = mid + 1 } else { hi = mid }
        }
        while lo < selfTokens.count, selfTokens[lo] < scope.close {
            let r = Int(selfTokens[lo])
            lo += 1
            steps &+= 1
            guard s.nearestClosure[Int(s.scopeOf[r])] == closure.scope else { continue }
            if r > 0, t.kind(r - 1) == .period || t.keyword(r - 1) == .let || t.keyword(r - 1) == .var { continue }
            return Int32(r)
        }
        return -1
    }

    /// Whether a bare member name inside a closure may stand for self, as the sweep decides it:
    /// the closure lies in a struct or an enum (or in a type nested in one), or a type is
    /// declared inside it.
    private func mayNameSelfByMember(_ closure: ClosureDecl, _ scope: Scope) -> Bool {
        var ts = s.nearestType[Int(closure.scope)]
        while ts >= 0 {
            steps &+= 1
            let item = Int(s.scopes[Int(ts)].item)
            guard item >= 0 else { break }
            if s.types[item].kind == .struct || s.types[item].kind == .enum { return true }
            let parent = s.scopes[Int(ts)].parent
            ts = parent >= 0 ? s.nearestType[Int(parent)] : -1
        }
        // Types are numbered in source order: the first one opening after the closure's `{`.
        var lo = 0
        var hi = s.types.count
        while lo < hi {
            steps &+= 1
            let mid = (lo + hi) / 2
            if s.scopes[Int(s.types[mid].scope)].open <= scope.open { lo = mid + 1 } else { hi = mid }
        }
        return lo < s.types.count && s.scopes[Int(s.types[lo].scope)].open < scope.close
    }
}
