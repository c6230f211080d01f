/// Reads an `Observable.create { observer in … }` (or `Single.create`) closure and decides
/// whether it always sends a terminal event before returning, only later, or never.
struct CreateAnalysis {
    let s: FileStructure
    let t: TokenText

    /// Terminal-event calls: `o.onCompleted()`, `o.onError(e)`, `o.on(.completed)`,
    /// `single(.success(x))`, `completable(.completed)`, `o.onSuccess(x)`.
    func behaviour(ofClosure c: Int) -> CreateBehaviour {
        let closure = s.closures[c]
        let scope = s.scopes[Int(closure.scope)]
        let observer = closure.parameters.first ?? "$0"
        var topLevel = false
        var later = false
        var j = Int(closure.bodyStart)
        let end = Int(scope.close)
        while j < end {
            defer { j += 1 }
            guard t.equals(j, name: observer), !(j > 0 && t.kind(j - 1) == .period) else { continue }
            guard isTerminal(after: j, end: end) else { continue }
            // Directly in the closure (not in a nested closure or conditional block): every
            // path through the body reaches it.
            if s.scopeOf[j] == closure.scope { topLevel = true } else { later = true }
        }
        if topLevel { return .completesSynchronously }
        return later ? .completesLater : .neverCompletes
    }

    private func isTerminal(after j: Int, end: Int) -> Bool {
        var k = j + 1
        guard k < end else { return false }
        if t.kind(k) == .period, k + 1 < end {
            k += 1
            if t.equals(k, "onCompleted") || t.equals(k, "onError") || t.equals(k, "onSuccess") { return true }
            if t.equals(k, "on"), k + 3 < end, t.kind(k + 1) == .leftParen, t.kind(k + 2) == .period {
                return t.equals(k + 3, "completed") || t.equals(k + 3, "error")
            }
            return false
        }
        // Trait observers are functions: `single(.success(v))`, `completable(.completed)`.
        if t.kind(k) == .leftParen, k + 2 < end, t.kind(k + 1) == .period {
            return t.equals(k + 2, "success") || t.equals(k + 2, "failure") || t.equals(k + 2, "completed") || t.equals(k + 2, "error")
        }
        return false
    }
}
