/// An observer call whose arguments are all labelled closures (`subscribe(onNext: { … },
/// onError: { … })`), as `--fix` with `fix_style: with_owner` rewrites it.
struct OwnerCall {
    /// Token index of the call's `(`.
    var open: Int
    /// The call's name: `subscribe`, `bind`, `drive` or `emit`.
    var name: String
    /// Each argument's label token and closure (index into `FileStructure.closures`), in order.
    var arguments: [(label: Int, closure: Int)]
}

extension Fixer.Context {
    /// The labels each call takes next to `with:` in RxSwift 6 / RxCocoa, and how many
    /// values each closure receives without the owner. `subscribe(with:)` of `Observable` has
    /// all four (`Infallible`'s lacks `onError`, which the call then cannot have either);
    /// `drive(with:)` and `emit(with:)` have no `onError`; `bind(with:)` has only `onNext`.
    /// `Single`, `Maybe` and `Completable` name theirs differently (`onSuccess`…): a call
    /// must have `onNext` to be recognised.
    private static let ownerLabels: [String: [String: Int]] = [
        "subscribe": ["onNext": 1, "onError": 1, "onCompleted": 0, "onDisposed": 0],
        "bind": ["onNext": 1],
        "drive": ["onNext": 1, "onCompleted": 0, "onDisposed": 0],
        "emit": ["onNext": 1, "onCompleted": 0, "onDisposed": 0],
    ]

    /// The observer call closure `c` is a labelled argument of, when every argument of that
    /// call is a labelled closure and none follows it as a trailing closure.
    func ownerCall(around c: Int) -> OwnerCall? {
        let brace = Int(structure.scopes[Int(structure.closures[c].scope)].open)
        guard brace > 0, let colon = previousSignificant(before: brace), tokens[colon].kind == .colon,
              let paren = enclosingParen(before: colon), let nameToken = previousSignificant(before: paren),
              let dot = previousSignificant(before: nameToken), tokens[dot].kind == .period else { return nil }
        let name = text(nameToken)
        guard let labels = Self.ownerLabels[name] else { return nil }
        let close = Int(structure.match[paren])
        guard close > paren else { return nil }
        if let after = nextSignificant(after: close), tokens[after].kind == .leftBrace { return nil }
        var closureAt: [Int: Int] = [:]
        for (k, decl) in structure.closures.enumerated() {
            let open = Int(structure.scopes[Int(decl.scope)].open)
            if open > paren, open < close { closureAt[open] = k }
        }
        var arguments: [(label: Int, closure: Int)] = []
        var start = paren + 1
        var j = start
        while j <= close {
            if j == close || tokens[j].kind == .comma {
                // `label: { … }` and nothing else.
                guard j - start >= 4, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon,
                      tokens[start + 2].kind == .leftBrace, Int(structure.match[start + 2]) == j - 1,
                      labels[text(start)] != nil, !arguments.contains(where: { text($0.label) == text(start) }),
                      let closure = closureAt[start + 2] else { return nil }
                arguments.append((start, closure))
                start = j + 1
                j += 1
                continue
            }
            if structure.match[j] > j { j = Int(structure.match[j]) }
            j += 1
        }
        guard arguments.contains(where: { text($0.label) == "onNext" }) else { return nil }
        return OwnerCall(open: paren, name: name, arguments: arguments)
    }

    /// The `(` whose argument list holds token `t`, jumping over the bracketed groups before it.
    private func enclosingParen(before t: Int) -> Int? {
        var j = t - 1
        while j >= 0 {
            switch tokens[j].kind {
            case .rightParen, .rightSquare, .rightBrace:
                let partner = Int(structure.match[j])
                guard partner >= 0, partner < j else { return nil }
                j = partner - 1
            case .leftParen:
                return j
            case .leftSquare, .leftBrace:
                return nil
            default:
                j -= 1
            }
        }
        return nil
    }

    /// `with: self, ` before the first argument, an `owner` parameter first in every closure,
    /// and `owner` for each `self` in them, when each `self` is a member access (`self.x`)
    /// of the closure itself (a nested closure or function keeps its own capture), no
    /// closure captures self in its list or uses `$0`, `super` or the name `owner`, and each
    /// closure's parameters can be counted against its label's.
    func withOwnerEdit(_ call: OwnerCall) -> FixEdit? {
        guard let arities = Self.ownerLabels[call.name], let first = call.arguments.first else { return nil }
        var replacements = [TextReplacement(start: Int(tokens[first.label].start), end: Int(tokens[first.label].start), text: "with: self, ")]
        for argument in call.arguments {
            guard let arity = arities[text(argument.label)],
                  let closureEdits = ownerClosureEdits(argument.closure, arity: arity) else { return nil }
            replacements += closureEdits
        }
        return FixEdit(description: "Pass self as the call's owner (`with: self`) and use the closures' `owner` parameter", replacements: replacements)
    }

    /// The `owner` parameter and the `self` → `owner` replacements of one closure, whose
    /// label passes it `arity` values besides the owner.
    private func ownerClosureEdits(_ c: Int, arity: Int) -> [TextReplacement]? {
        let decl = structure.closures[c]
        let scope = structure.scopes[Int(decl.scope)]
        let open = Int(scope.open), close = Int(scope.close)
        guard open >= 0, close < tokens.count, close > open, !decl.captures.contains(where: \.capturesSelf) else { return nil }
        var replacements: [TextReplacement] = []
        for t in (open + 1)..<close {
            if tokens[t].keyword == .super || (tokens[t].kind == .identifier && text(t) == "owner") { return nil }
            if tokens[t].kind == .dollarIdentifier, structure.scopeOf[t] == decl.scope { return nil }
            guard tokens[t].keyword == .`self` else { continue }
            // `Type.self` names a type, not the instance.
            if let before = previousSignificant(before: t), tokens[before].kind == .period { continue }
            guard onlyBlocks(between: t, and: decl.scope), let after = nextSignificant(after: t), tokens[after].kind == .period else { return nil }
            replacements.append(TextReplacement(start: Int(tokens[t].start), end: Int(tokens[t].end), text: "owner"))
        }
        guard let parameter = ownerParameter(decl, open: open, arity: arity) else { return nil }
        return [parameter] + replacements
    }

    /// Whether only statement blocks (`if`, `for`, …) lie between token `t` and `scope`.
    private func onlyBlocks(between t: Int, and scope: Int32) -> Bool {
        var s = structure.scopeOf[t]
        while s >= 0, s != scope {
            if structure.scopes[Int(s)].kind != .block { return false }
            s = structure.scopes[Int(s)].parent
        }
        return s == scope
    }

    /// `owner` put first in the closure's parameters: `value in` → `owner, value in`,
    /// `(value) in` → `(owner, value) in`, none → `owner, _ in` (an `onNext` of `Void`
    /// elements) or `owner in` (`onCompleted`). Nil when the parameters have types, a
    /// result or effects, or their number is not the label's.
    private func ownerParameter(_ decl: ClosureDecl, open: Int, arity: Int) -> TextReplacement? {
        var signatureStart = open + 1
        if !decl.captures.isEmpty, tokens[open + 1].kind == .leftSquare {
            let end = Int(structure.match[open + 1])
            guard end > open else { return nil }
            signatureStart = end + 1
        }
        let omitted = arity == 0 ? "owner" : "owner, _"
        guard decl.inToken >= 0 else {
            // No signature: the closure's type took no value (a `Void` element counts as none).
            guard decl.captures.isEmpty else { return nil }
            return TextReplacement(start: Int(tokens[open].end), end: Int(tokens[open].end), text: " \(omitted) in")
        }
        let inToken = Int(decl.inToken)
        if signatureStart == inToken {
            // `[weak other] in`: a capture list only.
            return TextReplacement(start: Int(tokens[inToken].start), end: Int(tokens[inToken].start), text: "\(omitted) ")
        }
        var from = signatureStart, to = inToken
        let parenthesized = tokens[from].kind == .leftParen
        if parenthesized {
            guard Int(structure.match[from]) == inToken - 1 else { return nil }
            from += 1
            to -= 1
        }
        // Names and commas only: `a, _`.
        var names = 0
        for t in from..<to {
            if tokens[t].kind == .identifier, tokens[t].keyword == .none || text(t) == "_" { names += 1 } else if tokens[t].kind != .comma { return nil }
        }
        guard names == arity else { return nil }
        if parenthesized && names == 0 {
            return TextReplacement(start: Int(tokens[from].start), end: Int(tokens[from].start), text: "owner")
        }
        return TextReplacement(start: Int(tokens[from].start), end: Int(tokens[from].start), text: "owner, ")
    }
}
