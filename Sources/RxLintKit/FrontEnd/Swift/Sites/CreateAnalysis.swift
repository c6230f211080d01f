/// Reads an `Observable.create { observer in … }` (or `Single.create`) closure and decides
/// whether it sends a terminal event on every path before returning, only later (from a
/// nested callback), never, or cannot be told (on some paths only, or the observer is handed
/// to other code).
struct CreateAnalysis {
    let s: FileStructure
    let t: TokenText

    /// Terminal-event calls: `o.onCompleted()`, `o.onError(e)`, `o.on(.completed)`,
    /// `single(.success(x))`, `completable(.completed)`, `o.onSuccess(x)`.
    func behaviour(ofClosure c: Int) -> CreateBehaviour {
        let closure = s.closures[c]
        let scope = s.scopes[Int(closure.scope)]
        let observer = closure.parameters.first ?? "$0"
        let start = Int(closure.bodyStart)
        let end = Int(scope.close)
        var terminal = false
        var laterTerminal = false
        var escapes = false
        var j = start
        while j < end {
            defer { j += 1 }
            guard t.equals(j, name: observer), !(j > 0 && t.kind(j - 1) == .period) else { continue }
            if isTerminal(after: j, end: end) {
                terminal = true
                // In a nested closure (a callback), not in this one's own blocks.
                if s.nearestClosure[Int(s.scopeOf[j])] != closure.scope { laterTerminal = true }
            } else if !isUsedInPlace(j, end: end) {
                escapes = true
            }
        }
        if terminates(from: start, to: end, observer: observer) { return .completesSynchronously }
        // Stored or passed to other code: that code may end it or not.
        if escapes { return .undecided }
        if laterTerminal { return .completesLater }
        return terminal ? .undecided : .neverCompletes
    }

    /// Whether every path through tokens [a, b) of one block level sends a terminal event
    /// before it leaves (`return`, `throw`): directly, or in every branch of an
    /// `if`/`else` chain, a `switch` or a `do`/`catch`. With `caught`, the tokens are in a
    /// `do` body whose every `catch` ends the sequence: a `throw` there goes to one of them
    /// (a create closure cannot throw, so its `catch` clauses take every error).
    private func terminates(from a: Int, to b: Int, observer: String, depth: Int = 0, caught: Bool = false) -> Bool {
        // Deeper nesting than code is written with: undecided rather than a deep recursion.
        guard depth < 64 else {
            t.noteLimit("a create closure nested more than 64 blocks deep")
            return false
        }
        var j = a
        while j < b {
            switch t.keyword(j) {
            case .return:
                return false
            case .throw:
                return caught
            case .if:
                guard let (all, after) = ifChain(at: j, to: b, observer: observer, depth: depth, caught: caught) else { return false }
                if all { return true }
                j = after
                continue
            case .switch:
                guard let open = blockOpen(after: j, to: b) else { return false }
                let close = Int(s.match[open])
                switch switchTerminates(open: open, close: close, observer: observer, depth: depth, caught: caught) {
                case .terminates: return true
                case .leaves: return false
                case .fallsThrough: break
                }
                j = close + 1
                continue
            case .do:
                guard let (all, after) = doCatch(at: j, to: b, observer: observer, depth: depth, caught: caught) else { return false }
                if all { return true }
                j = after
                continue
            case .guard:
                // Its `else` leaves the scope: that path must end the sequence first.
                guard let open = blockOpen(after: j, to: b) else { return false }
                guard terminates(from: open + 1, to: Int(s.match[open]), observer: observer, depth: depth + 1, caught: caught) else { return false }
                j = Int(s.match[open]) + 1
                continue
            default:
                break
            }
            if t.equals(j, name: observer), !(j > 0 && t.kind(j - 1) == .period), isTerminal(after: j, end: b) { return true }
            let k = t.kind(j)
            if k == .leftBrace || k == .leftParen || k == .leftSquare, s.match[j] > j {
                // A closure the call runs before it returns (`try realm.write { … }`) ends the
                // sequence in place when its body does.
                if k == .leftBrace, runsInPlace(j), terminates(from: j + 1, to: Int(s.match[j]), observer: observer, depth: depth + 1, caught: caught) { return true }
                // A loop body may not run; a closure runs later; arguments are evaluated in
                // place but a terminal call there is the rare exception.
                j = Int(s.match[j]) + 1
                continue
            }
            j += 1
        }
        return false
    }

    /// Whether the closure opening at `open` is a trailing closure of a call that runs it
    /// before returning: `autoreleasepool { }`, `queue.sync { }`, `context.performAndWait { }`,
    /// `withExtendedLifetime(x) { }`, Realm's `realm.write { }` (a receiver named like a realm,
    /// or `Realm()`).
    private func runsInPlace(_ open: Int) -> Bool {
        var name = open - 1
        if name >= 0, t.kind(name) == .rightParen, s.match[name] >= 0 { name = Int(s.match[name]) - 1 }
        guard name >= 0, t.isName(name) else { return false }
        if t.equals(name, "autoreleasepool") || t.equals(name, "sync") || t.equals(name, "performAndWait") || t.equals(name, "withExtendedLifetime") {
            return true
        }
        guard t.equals(name, "write"), name >= 2, t.kind(name - 1) == .period else { return false }
        var receiver = name - 2
        if t.kind(receiver) == .rightParen, s.match[receiver] >= 0 { receiver = Int(s.match[receiver]) - 1 }
        guard receiver >= 0, t.isName(receiver) else { return false }
        return t.string(receiver).lowercased().hasSuffix("realm")
    }

    /// `if … { } else if … { } else { }` at `j`: whether every branch terminates (false when
    /// the chain has no final `else`) and the token after the chain.
    private func ifChain(at j: Int, to b: Int, observer: String, depth: Int, caught: Bool) -> (Bool, Int)? {
        var all = true
        var k = j
        while true {
            guard let open = blockOpen(after: k, to: b) else { return nil }
            let close = Int(s.match[open])
            guard branch(from: open + 1, to: close, observer: observer, depth: depth, caught: caught, all: &all) else { return nil }
            let next = close + 1
            guard next < b, t.keyword(next) == .else else { return (false, next) }
            if next + 1 < b, t.keyword(next + 1) == .if { k = next + 1; continue }
            guard next + 1 < b, t.kind(next + 1) == .leftBrace, s.match[next + 1] > next + 1 else { return nil }
            let elseClose = Int(s.match[next + 1])
            guard branch(from: next + 2, to: elseClose, observer: observer, depth: depth, caught: caught, all: &all) else { return nil }
            return (all, elseClose + 1)
        }
    }

    /// One branch of a conditional: clears `all` unless it terminates, and returns false when
    /// it leaves the closure (`return`, `throw` but to a `catch` that ends it) without a
    /// terminal event, a path that never completes.
    private func branch(from a: Int, to b: Int, observer: String, depth: Int, caught: Bool, all: inout Bool) -> Bool {
        if terminates(from: a, to: b, observer: observer, depth: depth + 1, caught: caught) { return true }
        all = false
        return !leaves(from: a, to: b, caught: caught)
    }

    /// Whether tokens [a, b) hold a `return` or (unless `caught`) a `throw` of this closure
    /// (nested closures aside).
    private func leaves(from a: Int, to b: Int, caught: Bool) -> Bool {
        var j = a
        while j < b {
            if t.keyword(j) == .return || (!caught && t.keyword(j) == .throw) { return true }
            if t.kind(j) == .leftBrace, s.match[j] > j, s.scopes[Int(s.scopeOf[j])].kind == .closure, Int(s.scopes[Int(s.scopeOf[j])].open) == j {
                j = Int(s.match[j]) + 1
                continue
            }
            j += 1
        }
        return false
    }

    /// `do { } catch { } …`: whether the body and every `catch` terminate. The catches are
    /// read first: when each ends the sequence, an error thrown in the body does too
    /// (`guard let realm = self?.realm else { throw … }` inside `do`, `single(.failure(error))`
    /// in its `catch`).
    private func doCatch(at j: Int, to b: Int, observer: String, depth: Int, caught: Bool) -> (Bool, Int)? {
        guard j + 1 < b, t.kind(j + 1) == .leftBrace, s.match[j + 1] > j + 1 else { return nil }
        let bodyClose = Int(s.match[j + 1])
        var close = bodyClose
        var all = true
        var catches = 0
        while close + 1 < b, t.keyword(close + 1) == .catch {
            guard let open = blockOpen(after: close + 1, to: b) else { return nil }
            let end = Int(s.match[open])
            guard branch(from: open + 1, to: end, observer: observer, depth: depth, caught: caught, all: &all) else { return nil }
            catches += 1
            close = end
        }
        let bodyCaught = catches > 0 && all
        guard branch(from: j + 2, to: bodyClose, observer: observer, depth: depth, caught: bodyCaught, all: &all) else { return nil }
        return (all, close + 1)
    }

    /// Whether every `case`/`default` section of a switch body terminates.
    private enum SwitchOutcome { case terminates, fallsThrough, leaves }

    private func switchTerminates(open: Int, close: Int, observer: String, depth: Int, caught: Bool) -> SwitchOutcome {
        var all = true
        var labels: [Int] = []
        var j = open + 1
        while j < close {
            let k = t.kind(j)
            if k == .leftBrace || k == .leftParen || k == .leftSquare, s.match[j] > j { j = Int(s.match[j]) + 1; continue }
            if t.keyword(j) == .case || t.keyword(j) == .default, j == open + 1 || t.startsLine(j) || t.kind(j - 1) == .semicolon {
                labels.append(j)
            }
            j += 1
        }
        guard !labels.isEmpty else { return .fallsThrough }
        for (n, label) in labels.enumerated() {
            let sectionEnd = n + 1 < labels.count ? labels[n + 1] : close
            // The section's statements start after the label's colon.
            var colon = label + 1
            while colon < sectionEnd, t.kind(colon) != .colon {
                if s.match[colon] > colon { colon = Int(s.match[colon]) }
                colon += 1
            }
            if !branch(from: colon + 1, to: sectionEnd, observer: observer, depth: depth, caught: caught, all: &all) { return .leaves }
        }
        return all ? .terminates : .fallsThrough
    }

    /// The `{` of the block a statement keyword at `j` introduces: the first brace at this
    /// level that opens a block scope (a closure in the condition is skipped).
    private func blockOpen(after j: Int, to b: Int) -> Int? {
        var k = j + 1
        while k < b {
            let kind = t.kind(k)
            if kind == .leftBrace, s.match[k] > k {
                if s.scopes[Int(s.scopeOf[k])].kind == .block, Int(s.scopes[Int(s.scopeOf[k])].open) == k { return k }
                k = Int(s.match[k]) + 1
                continue
            }
            if kind == .leftParen || kind == .leftSquare, s.match[k] > k { k = Int(s.match[k]) + 1; continue }
            k += 1
        }
        return nil
    }

    /// The observer used where it is: a member call (`o.onNext(x)`), a call of a trait
    /// observer (`single(.success(x))`), or a capture-list entry of a nested closure.
    private func isUsedInPlace(_ j: Int, end: Int) -> Bool {
        guard j + 1 < end else { return false }
        let next = t.kind(j + 1)
        if next == .period || next == .leftParen { return true }
        let sc = s.scopes[Int(s.scopeOf[j])]
        if sc.kind == .closure, sc.item >= 0 {
            let inToken = Int(s.closures[Int(sc.item)].inToken)
            if inToken > j { return true }
        }
        return false
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
