extension Fixer.Context {
    /// Keywords that start a statement: a body starting with one is not one expression that
    /// a `return` could be put before.
    private static let statementKeywords: Set<Keyword> = [
        .let, .var, .guard, .if, .switch, .for, .while, .repeat, .do, .return, .throw, .defer, .break, .continue, .func,
    ]

    /// The replacements that put `guardText` before the body of a closure returning a value:
    /// on its own line (indented as the body) when the body starts a line, else inline with
    /// `; `. A body that already has its own `return` keeps its statements; a body that is one
    /// expression (on one line, or continued by lines starting with `.` or a closing bracket)
    /// also gets `return ` before it. Anything else (several statements without `return`,
    /// which the closure could not have) is refused.
    func fallbackBody(scope: Int32, bodyStart: Int, close: Int, guardText: String) -> [TextReplacement]? {
        guard let last = previousSignificant(before: close), last >= bodyStart else { return nil }
        var hasReturn = false
        var oneExpression = !Self.statementKeywords.contains(tokens[bodyStart].keyword)
        for t in bodyStart...last where !isInNestedClosure(t, of: scope) {
            if tokens[t].keyword == .return { hasReturn = true }
            if tokens[t].kind == .semicolon { oneExpression = false }
            if t > bodyStart, tokens[t].flags.contains(.newlineBefore),
               ![.period, .rightParen, .rightSquare, .rightBrace].contains(tokens[t].kind) {
                oneExpression = false
            }
        }
        guard hasReturn || oneExpression else { return nil }
        let bodyToken = tokens[bodyStart]
        let returnText = hasReturn ? "" : "return "
        if bodyToken.flags.contains(.newlineBefore) {
            guard let (lineStart, indent) = indent(of: bodyStart) else { return nil }
            var result = [TextReplacement(start: lineStart, end: lineStart, text: indent + guardText + lineEnding)]
            if !returnText.isEmpty { result.append(TextReplacement(start: Int(bodyToken.start), end: Int(bodyToken.start), text: returnText)) }
            return result
        }
        return [TextReplacement(start: Int(bodyToken.start), end: Int(bodyToken.start), text: guardText + "; " + returnText)]
    }

    /// Operators a chain may pass through between the edited operator and its `subscribe` or
    /// `bind`: each maps an `ObservableType` to an `ObservableType` and a `Single`/`Maybe`
    /// or a `Driver`/`Signal` to one of their own kind, so a chain ending in
    /// `subscribe(onNext:)` or `bind` (which only `ObservableType`, and `Infallible`, offer) is
    /// one of those at the edited operator too: the types `withUnretained` exists on.
    private static let observablePreservingOperators: Set<String> = [
        "map", "compactMap", "filter", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "distinctUntilChanged",
        "do", "observe", "observeOn", "subscribe", "subscribeOn", "debounce", "throttle", "skip", "take", "catch",
        "catchError", "catchAndReturn", "catchErrorJustReturn", "scan", "delay", "retry", "share", "withUnretained",
    ]

    /// `.withUnretained(self)` before the operator whose closure is `c` (`map`, `compactMap`,
    /// the `flatMap` family), its closure taking the owner first (`{ owner, value in … }`)
    /// and every `self` of it becoming `owner`. While self lives, `withUnretained` passes
    /// each element on with self, so the closure computes what it did and the chain's types
    /// stay; once self is gone the chain completes. Only where certain: the operator is
    /// called with a `.` on a receiver, the chain ends in `subscribe(onNext:…)` or `bind`
    /// through known operators only (so the receiver is an `Observable` or `Infallible`,
    /// never a `Single` or `Driver`, which lack `withUnretained`), the closure has no capture
    /// list, at most one plain parameter (or `$0`), no `self` in a closure nested in it (it
    /// would hold the strong owner again) and no name `owner` of its own.
    func withUnretainedEdit(closure c: Int) -> FixEdit? {
        let decl = structure.closures[c]
        let scope = structure.scopes[Int(decl.scope)]
        let open = Int(scope.open), close = Int(scope.close)
        guard open >= 0, close < tokens.count, close > open, decl.captures.isEmpty else { return nil }
        // The operator's name: `.map {` or `.map({ … })`.
        guard var name = previousSignificant(before: open) else { return nil }
        var callEnd = close
        if tokens[name].kind == .leftParen {
            guard let after = nextSignificant(after: close), tokens[after].kind == .rightParen, Int(structure.match[name]) == after,
                  let before = previousSignificant(before: name) else { return nil }
            callEnd = after
            name = before
        }
        guard tokens[name].kind == .identifier, let dot = previousSignificant(before: name), tokens[dot].kind == .period,
              previousSignificant(before: dot) != nil, ["map", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap"].contains(text(name))
        else { return nil }
        guard chainEndsInObservableCall(after: callEnd) else { return nil }
        // The closure's own names: `owner` must be free, and so must a name for `$0`.
        var ownNames: Set<String> = []
        var dollarZero: [Int] = []
        var selfs: [Int] = []
        for t in (open + 1)..<close {
            let nested = isInNestedClosure(t, of: decl.scope)
            switch tokens[t].kind {
            case .identifier, .backtickIdentifier:
                ownNames.insert(String(text(t).filter { $0 != "`" }))
            default:
                break
            }
            if tokens[t].keyword == .`self` {
                // A nested closure would capture the owner strongly, as it did self.
                if nested { return nil }
                selfs.append(t)
            }
            if tokens[t].keyword == .`Self` || tokens[t].keyword == .super { return nil }
            let word = text(t)
            if word.hasPrefix("$"), word.count > 1, word.dropFirst().allSatisfy(\.isNumber), !nested {
                guard word == "$0" else { return nil }
                dollarZero.append(t)
            }
        }
        guard !selfs.isEmpty, !ownNames.contains("owner") else { return nil }
        var replacements: [TextReplacement] = []
        // `.withUnretained(self)`: on a line of its own when the operator's `.` starts one.
        if tokens[dot].flags.contains(.newlineBefore) {
            guard let (lineStart, indent) = indent(of: dot) else { return nil }
            replacements.append(TextReplacement(start: lineStart, end: lineStart, text: indent + ".withUnretained(self)" + lineEnding))
        } else {
            replacements.append(TextReplacement(start: Int(tokens[dot].start), end: Int(tokens[dot].start), text: ".withUnretained(self)"))
        }
        // The parameters: `x in` → `owner, x in`; none → `owner, value in` with `$0` renamed.
        if decl.inToken >= 0 {
            guard decl.parameters.count == 1, let first = nextSignificant(after: open), nextSignificant(after: first) == Int(decl.inToken),
                  tokens[first].kind == .identifier || text(first) == "_", dollarZero.isEmpty else { return nil }
            replacements.append(TextReplacement(start: Int(tokens[first].start), end: Int(tokens[first].start), text: "owner, "))
        } else {
            let value = ["value", "element"].first { !ownNames.contains($0) }
            guard let value else { return nil }
            replacements.append(TextReplacement(start: Int(tokens[open].end), end: Int(tokens[open].end),
                                                text: " owner, \(dollarZero.isEmpty ? "_" : value) in"))
            for t in dollarZero { replacements.append(TextReplacement(start: Int(tokens[t].start), end: Int(tokens[t].end), text: value)) }
        }
        for t in selfs { replacements.append(TextReplacement(start: Int(tokens[t].start), end: Int(tokens[t].end), text: "owner")) }
        replacements.sort { $0.start < $1.start }
        return FixEdit(description: "Pass self unretained with each element (`.withUnretained(self)`) instead of capturing it", replacements: replacements)
    }

    /// Whether the postfix chain after the token `end` reaches `subscribe(…onNext:…)` or
    /// `bind(…)` through `observablePreservingOperators` only.
    private func chainEndsInObservableCall(after end: Int) -> Bool {
        var t = end
        while let dot = nextSignificant(after: t), tokens[dot].kind == .period,
              let name = nextSignificant(after: dot), tokens[name].kind == .identifier {
            let word = text(name)
            t = name
            var labels: [String] = []
            if let paren = nextSignificant(after: t), tokens[paren].kind == .leftParen, !tokens[paren].flags.contains(.newlineBefore) {
                let match = Int(structure.match[paren])
                guard match > paren else { return false }
                // The call's own labels: `name:` directly inside its parentheses.
                var k = paren + 1
                while k < match {
                    if tokens[k].kind == .identifier, k + 1 < match, tokens[k + 1].kind == .colon, structure.scopeOf[k] == structure.scopeOf[paren + 1] {
                        labels.append(text(k))
                    }
                    if [.leftParen, .leftSquare, .leftBrace].contains(tokens[k].kind), Int(structure.match[k]) > k { k = Int(structure.match[k]) }
                    k += 1
                }
                t = match
            }
            while let brace = nextSignificant(after: t), tokens[brace].kind == .leftBrace, Int(structure.match[brace]) > brace {
                t = Int(structure.match[brace])
            }
            if word == "bind" { return true }
            // `subscribe(on:)` is an operator (RxSwift 6's `subscribeOn`).
            if word == "subscribe", labels != ["on"] { return labels.contains("onNext") }
            guard Self.observablePreservingOperators.contains(word) else { return false }
        }
        return false
    }
}
