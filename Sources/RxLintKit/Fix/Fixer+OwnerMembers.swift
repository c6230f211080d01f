/// Fixes that add a member to the class owning a subscription: a `disposeBag` for a
/// discarded subscription (`disposedByNewBag`), a `deinit` disposing a property nothing
/// disposes (`disposeInDeinit`). The rule has checked what the project knows (the class owns
/// no bag and inherits no `disposeBag`); these check the file: the class is declared here,
/// its body spans lines and holds no `#if` (a member added inside or outside a conditional
/// block could be wrong for one of its branches).
/// What the fixes adding members ask of a file, worked out once per file on first use: a file
/// with thousands of findings (a generated view model) must not rescan its tokens, types,
/// properties or closures for each.
final class OwnerMemberFacts {
    var importsRxSwift: Bool?
    /// Per type name, the one class the file declares under it (nil: none, or not one).
    var classNamed: [String: Int?] = [:]
    /// Per class, whether its body holds an `#if`.
    var bodyHasDirective: [Int: Bool] = [:]
    /// Indices into `structure.properties` and `structure.functions`, per type.
    var properties: [Int: [Int]]?
    var functions: [Int: [Int]]?
    /// Per class, where its new bag is declared (nil inside: it cannot be).
    var bagDeclaration: [Int: TextReplacement?] = [:]
    /// Per initializer body scope, the last token of a `super.init`/`self.init` in it (-1: none).
    var lastSelfInit: [Int32: Int] = [:]
}

extension Fixer.Context {
    /// The stored and computed properties the type `owner` declares (indices into `structure.properties`).
    func properties(of owner: Int) -> [Int] {
        if memberFacts.properties == nil {
            memberFacts.properties = Dictionary(grouping: structure.properties.indices, by: { Int(structure.properties[$0].typeIndex) })
        }
        return memberFacts.properties?[owner] ?? []
    }

    /// The functions the type `owner` declares (indices into `structure.functions`).
    func functions(of owner: Int) -> [Int] {
        if memberFacts.functions == nil {
            memberFacts.functions = Dictionary(grouping: structure.functions.indices, by: { Int(structure.functions[$0].typeIndex) })
        }
        return memberFacts.functions?[owner] ?? []
    }

    /// The class declared in this file that holds the finding's statement.
    func owningClass(of finding: Finding) -> Int? {
        guard let at = offset(line: finding.statementLine, column: finding.statementColumn), let t = token(at: at) else { return nil }
        return owningClass(ofToken: t)
    }

    /// The class declared in this file that holds the token `t` (directly, or through an
    /// extension of it in this file), when the file declares exactly one class of that name.
    func owningClass(ofToken t: Int) -> Int? {
        var scope = structure.scopeOf[t]
        while scope >= 0, structure.scopes[Int(scope)].kind != .typeBody { scope = structure.scopes[Int(scope)].parent }
        guard scope >= 0 else { return nil }
        let item = Int(structure.scopes[Int(scope)].item)
        guard item >= 0, item < structure.types.count else { return nil }
        let name = structure.types[item].name
        let found: Int?
        if let known = memberFacts.classNamed[name] {
            found = known
        } else {
            let classes = structure.types.indices.filter { structure.types[$0].name == name && structure.types[$0].kind != .extension }
            found = classes.count == 1 && structure.types[classes[0]].kind == .class ? classes[0] : nil
            memberFacts.classNamed[name] = found
        }
        guard let owner = found else { return nil }
        let body = structure.scopes[Int(structure.types[owner].scope)]
        guard body.open >= 0, body.close > body.open, Int(body.close) < tokens.count,
              tokens[Int(body.close)].flags.contains(.newlineBefore) else { return nil }
        if memberFacts.bodyHasDirective[owner] == nil {
            memberFacts.bodyHasDirective[owner] = (Int(body.open)..<Int(body.close)).contains { tokens[$0].kind == .poundDirective }
        }
        return memberFacts.bodyHasDirective[owner] == true ? nil : owner
    }

    /// The blanks before the token `t` on its line, when only blanks come before it there.
    func indent(of t: Int) -> (lineStart: Int, text: String)? {
        let lineStart = Int(lines.lineStarts[lines.line(of: tokens[t].start) - 1])
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<Int(tokens[t].start)]), as: UTF8.self)
        guard text.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return (lineStart, text)
    }

    /// The start of the line after the one holding the end of the declaration whose last
    /// known token is `t` (its initializer spanning lines, an observer block, a trailing comment).
    private func lineAfterDeclaration(endingAt t: Int) -> Int? {
        var last = t
        while let next = nextSignificant(after: last), !tokens[next].flags.contains(.newlineBefore) {
            last = next
            if [.leftParen, .leftSquare, .leftBrace].contains(tokens[last].kind) {
                let match = Int(structure.match[last])
                guard match > last else { return nil }
                last = match
            }
        }
        let line = lines.line(of: tokens[last].end)
        guard line < lines.lineStarts.count else { return nil }
        return Int(lines.lineStarts[line])
    }

    /// `private let disposeBag = DisposeBag()` in the class that holds the finding's
    /// subscription, after its last stored property that comes before its first function
    /// (indented as that property), or else as its first member; and the subscription kept
    /// in it (`disposedByEdit`), with `[weak self]` on each closure of the statement that
    /// holds self strongly (the rule allows this only for observer closures). The file must
    /// import RxSwift, which declares `DisposeBag`.
    /// `bagAdded`: an edit of this pass already gives the class its bag; then only the
    /// subscription is kept in it.
    func newBagEdit(_ finding: Finding, editedClosures: inout Set<Int>, bagAdded: (Int) -> Bool) -> FixEdit? {
        guard importsRxSwift(), let disposal = disposedByEdit(finding, bag: "disposeBag"),
              let startOffset = offset(line: finding.statementLine, column: finding.statementColumn),
              let endOffset = offset(line: finding.endLine, column: finding.endColumn),
              let first = token(at: startOffset), let owner = owningClass(ofToken: first) else { return nil }
        let type = structure.types[owner]
        let body = structure.scopes[Int(type.scope)]
        guard !initializesSelfLater(after: first) else { return nil }
        var replacements: [TextReplacement] = []
        if !bagAdded(owner) {
            // Else given by another finding's edit.
            if memberFacts.bagDeclaration[owner] == nil { memberFacts.bagDeclaration[owner] = bagDeclaration(in: owner, body: body) }
            guard let declaration = memberFacts.bagDeclaration[owner] ?? nil else { return nil }
            replacements.append(declaration)
        }
        // The statement's own closures holding self strongly: made weak, else the bag would
        // keep self through them. (Found from the statement's braces, not by a walk over
        // every closure of the file.)
        var statementClosures: [Int] = []
        var t = first
        while t < tokens.count, Int(tokens[t].start) < endOffset {
            // The scope a `{` opens is the brace's own or its next token's.
            if tokens[t].kind == .leftBrace,
               let s = [structure.scopeOf[t], t + 1 < tokens.count ? structure.scopeOf[t + 1] : -1].first(where: {
                   $0 >= 0 && structure.scopes[Int($0)].kind == .closure && Int(structure.scopes[Int($0)].open) == t
               }) {
                statementClosures.append(Int(structure.scopes[Int(s)].item))
            }
            t += 1
        }
        for c in statementClosures {
            let open = Int(structure.scopes[Int(structure.closures[c].scope)].open)
            guard open >= 0, Int(tokens[open].start) >= startOffset, Int(tokens[open].start) < endOffset else { continue }
            if let parent = structure.parentClosure(of: c),
               Int(tokens[Int(structure.scopes[Int(structure.closures[parent].scope)].open)].start) >= startOffset { continue }
            if structure.closures[c].captures.contains(where: { $0.capturesSelf && $0.strength != .strong }) { continue }
            let close = Int(structure.scopes[Int(structure.closures[c].scope)].close)
            guard ((open + 1)..<close).contains(where: { tokens[$0].keyword == .`self` }) else { continue }
            guard editedClosures.insert(c).inserted, let weak = weakSelfEdit(closure: c) else { return nil }
            replacements += weak.replacements
        }
        replacements += disposal.replacements
        replacements.sort { $0.start < $1.start }
        return FixEdit(description: bagAdded(owner) ? "Keep the subscription in the class's new 'disposeBag'"
                       : "Keep the subscription in a new 'disposeBag' of the class, disposed with it", replacements: replacements)
    }

    /// The insertion of `private let disposeBag = DisposeBag()` into the class `owner`: after
    /// its last stored property before its first function, indented as that property, or
    /// before its first member; nil when it has a member of that name.
    private func bagDeclaration(in owner: Int, body: Scope) -> TextReplacement? {
        let members = properties(of: owner)
        guard !members.contains(where: { structure.properties[$0].name == "disposeBag" }) else { return nil }
        // Where the first function of the class starts: stored properties after it are not "with the others".
        let firstFunction = functions(of: owner).map { Int(structure.scopes[Int(structure.functions[$0].scope)].open) }.min() ?? Int(body.close)
        let stored = members.filter {
            !structure.properties[$0].isComputed && !structure.properties[$0].isStatic && Int(structure.properties[$0].nameToken) < firstFunction
        }
        if let last = stored.max(by: { structure.properties[$0].nameToken < structure.properties[$1].nameToken }) {
            let property = structure.properties[last]
            let end = property.initializerEnd > property.initializerStart ? Int(property.initializerEnd) - 1 : Int(property.nameToken)
            guard let at = lineAfterDeclaration(endingAt: max(end, Int(property.nameToken))),
                  let declarationStart = declarationStart(of: Int(property.nameToken)), let indent = indent(of: declarationStart) else { return nil }
            return TextReplacement(start: at, end: at, text: indent.text + "private let disposeBag = DisposeBag()" + lineEnding)
        }
        guard let member = nextSignificant(after: Int(body.open)), member < Int(body.close), tokens[member].flags.contains(.newlineBefore),
              let indent = indent(of: member) else { return nil }
        return TextReplacement(start: indent.lineStart, end: indent.lineStart,
                               text: indent.text + "private let disposeBag = DisposeBag()" + lineEnding + lineEnding)
    }

    /// The first token of the declaration holding the name token `t`: its `let`/`var` and the
    /// modifiers and attributes before it on the same line.
    private func declarationStart(of t: Int) -> Int? {
        var k = t
        while let previous = previousSignificant(before: k), !tokens[k].flags.contains(.newlineBefore) { k = previous }
        return k
    }

    /// Whether the token `t` is in an initializer that calls `super.init` or `self.init` after
    /// it: `disposeBag` cannot be read there yet.
    private func initializesSelfLater(after t: Int) -> Bool {
        var scope = structure.scopeOf[t]
        while scope >= 0, structure.scopes[Int(scope)].kind != .functionBody { scope = structure.scopes[Int(scope)].parent }
        guard scope >= 0 else { return true }
        let item = Int(structure.scopes[Int(scope)].item)
        guard item >= 0, item < structure.functions.count else { return true }
        guard structure.functions[item].kind == .initializer else { return false }
        if memberFacts.lastSelfInit[scope] == nil {
            let open = Int(structure.scopes[Int(scope)].open), close = Int(structure.scopes[Int(scope)].close)
            var last = -1
            var k = open
            while k + 2 < close {
                if tokens[k].keyword == .super || tokens[k].keyword == .`self`, tokens[k + 1].kind == .period, text(k + 2) == "init" { last = k }
                k += 1
            }
            memberFacts.lastSelfInit[scope] = last
        }
        return memberFacts.lastSelfInit[scope]! > t
    }

    /// Whether the file imports RxSwift (in any branch of an `#if`).
    func importsRxSwift() -> Bool {
        if let known = memberFacts.importsRxSwift { return known }
        let imports = tokens.indices.contains { t in
            tokens[t].keyword == .import && nextSignificant(after: t).map { text($0) == "RxSwift" } == true
        }
        memberFacts.importsRxSwift = imports
        return imports
    }

    /// The class holding the finding and the statement disposing its `property` there:
    /// `property.dispose()` (`property?.dispose()` for an optional, `property.forEach {
    /// $0.dispose() }` for an array). The property must be a stored property the class
    /// declares in this file.
    func deinitDisposal(_ finding: Finding, property name: String, isArray: Bool) -> (owner: Int, statement: String)? {
        guard let at = offset(line: finding.line, column: finding.column), let t = token(at: at) ?? lastTokenStarting(before: at),
              let owner = owningClass(ofToken: t),
              let index = properties(of: owner).first(where: {
                  structure.properties[$0].name == name && !structure.properties[$0].isComputed && !structure.properties[$0].isStatic
              })
        else { return nil }
        let property = structure.properties[index]
        // Optional when its annotation ends with `?` or `!` before the initializer or line end.
        var optional = false
        var k = Int(property.nameToken) + 1
        while k < tokens.count, !tokens[k].flags.contains(.newlineBefore), tokens[k].kind != .equal {
            if tokens[k].kind == .operator, text(k) == "?" || text(k) == "!" { optional = true }
            k += 1
        }
        return (owner, isArray ? "\(name).forEach { $0.dispose() }" : optional ? "\(name)?.dispose()" : "\(name).dispose()")
    }

    /// `statements` first in the `deinit` of the class `owner`, each on its own line indented
    /// as that body's first statement, or in a `deinit` added as the class's last member
    /// (indented one level, in the class's own unit, deeper than its members).
    func deinitEdit(owner: Int, statements: [String]) -> FixEdit? {
        let body = structure.scopes[Int(structure.types[owner].scope)]
        guard let firstMember = nextSignificant(after: Int(body.open)), firstMember < Int(body.close),
              let memberIndent = indent(of: firstMember), let closeIndent = indent(of: Int(body.close)),
              memberIndent.text.hasPrefix(closeIndent.text), memberIndent.text.count > closeIndent.text.count else { return nil }
        let unit = String(memberIndent.text.dropFirst(closeIndent.text.count))
        if let deinitIndex = functions(of: owner).first(where: { structure.functions[$0].kind == .deinitializer }) {
            let deinitDecl = structure.functions[deinitIndex]
            let scope = structure.scopes[Int(deinitDecl.scope)]
            guard let firstStatement = nextSignificant(after: Int(scope.open)), tokens[firstStatement].flags.contains(.newlineBefore),
                  let inner = firstStatement < Int(scope.close) ? indent(of: firstStatement)?.text : declarationIndent(Int(scope.open)).text + unit
            else { return nil }
            let lineStart = Int(lines.lineStarts[lines.line(of: tokens[firstStatement].start) - 1])
            let text = statements.map { inner + $0 + lineEnding }.joined()
            return FixEdit(description: "Dispose in deinit what nothing else disposes", replacements: [TextReplacement(start: lineStart, end: lineStart, text: text)])
        }
        let text = lineEnding + memberIndent.text + "deinit {" + lineEnding + statements.map { memberIndent.text + unit + $0 + lineEnding }.joined()
            + memberIndent.text + "}" + lineEnding
        return FixEdit(description: "Dispose in a deinit what nothing else disposes",
                       replacements: [TextReplacement(start: closeIndent.lineStart, end: closeIndent.lineStart, text: text)])
    }

    /// The indent of the line holding `t` (`deinit {`), whatever precedes `t` there.
    private func declarationIndent(_ t: Int) -> (lineStart: Int, text: String) {
        let lineStart = Int(lines.lineStarts[lines.line(of: tokens[t].start) - 1])
        var end = lineStart
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return (lineStart, String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]), as: UTF8.self))
    }

    /// The last token starting before `offset`.
    private func lastTokenStarting(before offset: Int) -> Int? {
        var low = 0, high = tokens.count - 1, found: Int?
        while low <= high {
            let mid = (low + high) / 2
            if Int(tokens[mid].start) <= offset { found = mid; low = mid + 1 } else { high = mid - 1 }
        }
        return found
    }
}

extension Fixer.Context {
    /// A local bag several statements use: the removal of its declaration's line, which the
    /// edit moving its last use carries once every use has moved (`Fixer.withEdits`).
    struct LocalBagRemoval {
        var declaration: Int
        var uses: Set<Int>
        var use: Int
        var removal: TextReplacement
    }

    /// `.disposed(by: DisposeBag())` or `.disposed(by: localBag)` ending the finding's
    /// statement becomes `.disposed(by: bag)`, the owner's; a local bag that nothing else
    /// uses then goes, with its line (`let bag = DisposeBag()` alone on it), so that no unused
    /// local is left; one that other statements use comes back as `LocalBagRemoval`, for the
    /// edit of its last use. Not inside a closure (the bag would be read through a captured
    /// self), nor where a local or parameter has the owner's bag's name (`disposedByEdit`'s checks).
    func moveToBagEdit(_ finding: Finding, bag: String) -> (edit: FixEdit, localBag: LocalBagRemoval?)? {
        guard let endOffset = offset(line: finding.endLine, column: finding.endColumn),
              let startOffset = offset(line: finding.statementLine, column: finding.statementColumn),
              let first = token(at: startOffset) else { return nil }
        // The function around the statement, with no closure in between.
        var scope = structure.scopeOf[first]
        while scope >= 0, structure.scopes[Int(scope)].kind != .functionBody {
            if structure.scopes[Int(scope)].kind == .closure { return nil }
            scope = structure.scopes[Int(scope)].parent
        }
        guard scope >= 0 else { return nil }
        let function = scope
        let item = Int(structure.scopes[Int(function)].item)
        if item >= 0, item < structure.functions.count, structure.functions[item].parameters.contains(bag) { return nil }
        if structure.locals.contains(where: { $0.name == bag && structure.scope($0.scope, isWithin: function) }) { return nil }
        // The last `.disposed(by: …)` of the statement.
        var close: Int?
        var t = first
        while t < tokens.count, Int(tokens[t].start) < endOffset {
            if tokens[t].kind == .rightParen { close = t }
            t += 1
        }
        guard let close, let open = Optional(Int(structure.match[close])), open >= 0, open + 3 < close,
              text(open + 1) == "by", tokens[open + 2].kind == .colon, open >= 2, text(open - 1) == "disposed",
              tokens[open - 2].kind == .period else { return nil }
        let argument = (open + 3)..<close
        let words = argument.map { text($0) }
        var replacements = [TextReplacement(start: Int(tokens[argument.lowerBound].start), end: Int(tokens[close - 1].end), text: bag)]
        let description = "Keep the subscription in '\(bag)', disposed with its owner"
        if words == ["DisposeBag", "(", ")"] {
            return (FixEdit(description: description, replacements: replacements), nil)
        }
        guard words.count == 1, let local = structure.locals.first(where: { $0.name == words[0] && structure.scope($0.scope, isWithin: function) })
        else { return nil }
        let functionScope = structure.scopes[Int(function)]
        let uses = (Int(functionScope.open)..<Int(functionScope.close)).filter {
            tokens[$0].kind == .identifier && text($0) == local.name && $0 != Int(local.nameToken)
        }
        // The declaration goes with its line only when it is `let bag = DisposeBag()` alone on it.
        guard let letToken = previousSignificant(before: Int(local.nameToken)),
              tokens[letToken].keyword == .let || tokens[letToken].keyword == .var, tokens[letToken].flags.contains(.newlineBefore),
              local.initializerEnd > local.initializerStart,
              (Int(local.initializerStart)..<Int(local.initializerEnd)).map({ text($0) }) == ["DisposeBag", "(", ")"],
              let after = nextSignificant(after: Int(local.initializerEnd) - 1), tokens[after].flags.contains(.newlineBefore),
              let line = indent(of: letToken)
        else { return (FixEdit(description: description, replacements: replacements), nil) }
        let nextLine = Int(lines.lineStarts[lines.line(of: tokens[Int(local.initializerEnd) - 1].end)])
        let removal = TextReplacement(start: line.lineStart, end: nextLine, text: "")
        if uses.count == 1 {
            replacements.insert(removal, at: 0)
            return (FixEdit(description: description, replacements: replacements), nil)
        }
        // Other uses keep the declaration until their own edits have moved them too.
        return (FixEdit(description: description, replacements: replacements),
                LocalBagRemoval(declaration: Int(local.nameToken), uses: Set(uses), use: open + 3, removal: removal))
    }
}
