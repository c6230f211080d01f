extension Fixer.Context {
    /// `onNext: handle` / `onNext: self.handle` (the method's name at the position) becomes
    /// `onNext: { [weak self] in self?.handle($0) }`, the argument labelled as the method's
    /// one parameter is. Only when the reference is the whole argument, and a bare name is
    /// not a local or parameter of an enclosing function or closure (then it is no method).
    func methodReferenceEdit(atLine line: Int, column: Int, argumentLabel: String) -> FixEdit? {
        guard let at = offset(line: line, column: column), let name = token(at: at), tokens[name].kind == .identifier,
              let after = nextSignificant(after: name), tokens[after].kind == .comma || tokens[after].kind == .rightParen,
              let before = previousSignificant(before: name) else { return nil }
        let argument = "(\(argumentLabel.isEmpty ? "" : argumentLabel + ": ")$0) }"
        var replacements: [TextReplacement]
        if tokens[before].kind == .period {
            // `self.handle`
            guard let receiver = previousSignificant(before: before), tokens[receiver].keyword == .`self`,
                  let start = previousSignificant(before: receiver), startsArgument(start) else { return nil }
            replacements = [
                TextReplacement(start: Int(tokens[receiver].start), end: Int(tokens[receiver].start), text: "{ [weak self] in "),
                TextReplacement(start: Int(tokens[receiver].end), end: Int(tokens[receiver].end), text: "?"),
            ]
        } else {
            guard startsArgument(before), !isLocalName(text(name), at: name) else { return nil }
            replacements = [TextReplacement(start: Int(tokens[name].start), end: Int(tokens[name].start), text: "{ [weak self] in self?.")]
        }
        replacements.append(TextReplacement(start: Int(tokens[name].end), end: Int(tokens[name].end), text: argument))
        return FixEdit(description: "Call the method from a closure that captures self weakly", replacements: replacements)
    }

    /// Whether token `t` is what comes right before an argument's value: `(`, `,` or a label's `:`.
    private func startsArgument(_ t: Int) -> Bool {
        let kind = tokens[t].kind
        return kind == .leftParen || kind == .comma || kind == .colon
    }

    /// Whether `name` is declared as a local, or a parameter of a function or closure, in a
    /// scope around token `t`.
    private func isLocalName(_ name: String, at t: Int) -> Bool {
        var scope = structure.scopeOf[t]
        while scope >= 0 {
            let s = structure.scopes[Int(scope)]
            switch s.kind {
            case .functionBody, .accessorBlock:
                if s.item >= 0, Int(s.item) < structure.functions.count, structure.functions[Int(s.item)].parameters.contains(name) { return true }
            case .closure:
                if s.item >= 0, Int(s.item) < structure.closures.count, structure.closures[Int(s.item)].parameters.contains(name) { return true }
            case .file, .typeBody, .block:
                break
            }
            if s.kind == .typeBody { break }
            scope = s.parent
        }
        return structure.locals.contains { $0.name == name && scopeEncloses($0.scope, t) }
    }

    private func scopeEncloses(_ scope: Int32, _ t: Int) -> Bool {
        var s = structure.scopeOf[t]
        while s >= 0 {
            if s == scope { return true }
            if structure.scopes[Int(s)].kind == .typeBody { return false }
            s = structure.scopes[Int(s)].parent
        }
        return false
    }
}
