/// Works out the text of each fix a rule allowed (`Finding.fixKind`) from the file's tokens.
/// A fix is offered only where the result keeps the code's meaning apart from the leak;
/// anything less certain keeps its hint and gets no edit.
public enum Fixer {
    /// `findings` (of one Swift file, `bytes`) with `edit` filled where a fix is certain.
    /// Edits of one file never overlap: a closure gets one edit however many of its `self`s
    /// were reported, and a later finding whose edit would touch an earlier one's gets none.
    /// `versions` says which spellings the project's compiler and RxSwift accept (see
    /// `Spelling`); unknown versions get the most compatible ones. `syntax` is the file's as
    /// the analysis built it; without it, the file is lexed and structured here.
    public static func withEdits(_ findings: [Finding], bytes: [UInt8], versions: ProjectVersions = .unknown,
                                 syntax: FileSyntax? = nil, lines: LineTable? = nil) -> [Finding] {
        guard findings.contains(where: { $0.fixKind != nil }) else { return findings }
        return bytes.withUnsafeBufferPointer { buffer -> [Finding] in
            let syntax = syntax ?? FileSyntax(lexing: buffer)
            let structure = syntax.structure
            let lines = lines ?? LineTable(bytes)
            let context = Context(bytes: buffer, tokens: structure.tokens, comments: syntax.comments, structure: structure, lines: lines,
                                  lineEnding: FixApplier.lineEnding(buffer), spelling: Spelling(versions: versions, structure: structure, bytes: buffer))
            var result = findings
            var claimed: [Range<Int>] = []
            var editedClosures: Set<Int> = []
            // The `(` of each call given `with: self`, with the line of the finding whose edit did it.
            var ownerCalls: [Int: Int] = [:]
            // The `self` tokens those edits turn into `owner`: a closure around such a call
            // no longer holds them, so it can be given its own `[weak self]` in the same pass.
            var ownerSelfs: Set<Int> = []
            // First the calls given their owner, then the rest: an outer closure's edit then
            // knows which `self`s of closures nested in it are gone.
            if context.spelling.ownerCalls {
                for k in result.indices where result[k].fixKind == .withOwner {
                    guard let closure = context.chainClosure(of: result[k]), let call = context.ownerCall(around: closure) else { continue }
                    if let line = ownerCalls[call.open] {
                        // Another closure of a call already given its owner: that edit fixed this too.
                        result[k].edit = FixEdit(description: "Fixed by the edit of the finding on line \(line) (the call's `with: self`)", replacements: [])
                        continue
                    }
                    guard var edit = context.withOwnerEdit(call) else { continue }
                    locate(&edit, lines: lines, buffer: buffer)
                    guard claim(edit, in: &claimed) else { continue }
                    result[k].edit = edit
                    ownerCalls[call.open] = result[k].line
                    editedClosures.formUnion(call.arguments.map(\.closure))
                    for r in edit.replacements where r.text == "owner" && r.end > r.start {
                        if let t = context.token(at: r.start) { ownerSelfs.insert(t) }
                    }
                }
            }
            // Classes an edit of this pass gives a `disposeBag`; per class, the finding whose
            // edit writes its `deinit` disposals (later ones join that edit), and per property
            // the line of the finding that disposes it there.
            var classesGivenBags: Set<Int> = []
            var deinitEdits: [Int: (finding: Int, statements: [String])] = [:]
            var disposedInDeinit: [String: Int] = [:]
            // Per local bag several statements use: the uses moved so far, and by which findings.
            var movedBagUses: [Int: [(finding: Int, use: Int)]] = [:]
            for k in result.indices where result[k].edit == nil {
                guard let kind = result[k].fixKind else { continue }
                if case .disposeInDeinit(let property, let isArray) = kind {
                    guard let (owner, statement) = context.deinitDisposal(result[k], property: property, isArray: isArray) else { continue }
                    if let line = disposedInDeinit["\(owner) \(property)"] {
                        result[k].edit = FixEdit(description: "Fixed by the edit of the finding on line \(line) (disposes '\(property)' in deinit)", replacements: [])
                    } else if let (j, statements) = deinitEdits[owner] {
                        // The same insertion point: the first edit writes both statements.
                        guard var edit = context.deinitEdit(owner: owner, statements: statements + [statement]) else { continue }
                        locate(&edit, lines: lines, buffer: buffer)
                        result[j].edit = edit
                        deinitEdits[owner] = (j, statements + [statement])
                        disposedInDeinit["\(owner) \(property)"] = result[j].line
                        result[k].edit = FixEdit(description: "Fixed by the edit of the finding on line \(result[j].line) (disposes '\(property)' in deinit)", replacements: [])
                    } else if var edit = context.deinitEdit(owner: owner, statements: [statement]) {
                        locate(&edit, lines: lines, buffer: buffer)
                        guard claim(edit, in: &claimed) else { continue }
                        result[k].edit = edit
                        deinitEdits[owner] = (k, [statement])
                        disposedInDeinit["\(owner) \(property)"] = result[k].line
                    }
                    continue
                }
                let edit: FixEdit?
                var localBag: Context.LocalBagRemoval?
                switch kind {
                case .weakSelf, .withOwner:
                    guard let closure = context.chainClosure(of: result[k]), editedClosures.insert(closure).inserted
                    else { continue }
                    edit = context.weakSelfEdit(closure: closure, ignoring: ownerSelfs)
                case .methodReference(let label):
                    edit = context.methodReferenceEdit(atLine: result[k].line, column: result[k].column, argumentLabel: label)
                case .removeDirective:
                    edit = context.directiveRemoval(line: result[k].line, column: result[k].column)
                case .disposedBy(let bag):
                    edit = context.disposedByEdit(result[k], bag: bag)
                case .weakSelfReturning(let fallback):
                    guard let closure = context.chainClosure(of: result[k]), editedClosures.insert(closure).inserted
                    else { continue }
                    edit = context.weakSelfEdit(closure: closure, ignoring: ownerSelfs, returning: fallback)
                case .withUnretained:
                    guard context.spelling.withUnretained, let closure = context.chainClosure(of: result[k]),
                          editedClosures.insert(closure).inserted else { continue }
                    edit = context.withUnretainedEdit(closure: closure)
                case .disposedByNewBag:
                    edit = context.newBagEdit(result[k], editedClosures: &editedClosures, bagAdded: { classesGivenBags.contains($0) })
                case .moveToBag(let bag):
                    let move = context.moveToBagEdit(result[k], bag: bag)
                    edit = move?.edit
                    localBag = move?.localBag
                case .disposeInDeinit:
                    // Handled above.
                    continue
                case .prepared:
                    // Objective-C's, given to `withPreparedEdits`.
                    continue
                }
                guard var edit else { continue }
                locate(&edit, lines: lines, buffer: buffer)
                guard claim(edit, in: &claimed) else { continue }
                result[k].edit = edit
                if kind == .disposedByNewBag, let owner = context.owningClass(of: result[k]) { classesGivenBags.insert(owner) }
                // Once every use of a local bag has moved, the edit of the last one moves them
                // all and removes the declaration, so no unused local is left; the others say
                // that edit fixed them. One edit, not several: applied or left out as a whole
                // (a baseline may keep some of the findings), it always compiles.
                if let localBag {
                    movedBagUses[localBag.declaration, default: []].append((k, localBag.use))
                    let moved = movedBagUses[localBag.declaration] ?? []
                    if Set(moved.map(\.use)) == localBag.uses {
                        var removal = FixEdit(description: edit.description, replacements: [localBag.removal])
                        locate(&removal, lines: lines, buffer: buffer)
                        if claim(removal, in: &claimed) {
                            var all = removal.replacements
                            for m in moved { all += result[m.finding].edit?.replacements ?? [] }
                            for m in moved where m.finding != k {
                                result[m.finding].edit = FixEdit(description: "Fixed by the edit of the finding on line \(result[k].line) (the local bag's uses move together)", replacements: [])
                            }
                            result[k].edit = FixEdit(description: edit.description, replacements: all.sorted { $0.start < $1.start })
                        }
                    }
                }
            }
            return result
        }
    }

    /// `findings` (of one Objective-C file, `bytes`) with their edits: those the analysis
    /// prepared (`FixKind.prepared`), where the first finding an edit fixes carries it and the
    /// others name that finding's line, and the removal of superfluous suppression comments.
    public static func withPreparedEdits(_ findings: [Finding], bytes: [UInt8]) -> [Finding] {
        guard findings.contains(where: { $0.fixKind != nil }) else { return findings }
        let lines = LineTable(bytes)
        return bytes.withUnsafeBufferPointer { buffer in
            var result = findings
            var carriedBy: [FixEdit: Int] = [:]
            var claimed: [Range<Int>] = []
            let comments = findings.contains { $0.fixKind == .removeDirective } ? ObjCComments.scan(buffer) : []
            for k in result.indices {
                var edit: FixEdit
                switch result[k].fixKind {
                case .prepared(let prepared)?:
                    if let line = carriedBy[prepared] {
                        result[k].edit = FixEdit(description: "Fixed by the edit of the finding on line \(line)", replacements: [])
                        continue
                    }
                    carriedBy[prepared] = result[k].line
                    edit = prepared
                case .removeDirective?:
                    guard let removal = directiveRemoval(line: result[k].line, column: result[k].column, bytes: buffer, comments: comments, lines: lines)
                    else { continue }
                    edit = removal
                default:
                    continue
                }
                guard claim(edit, in: &claimed) else { continue }
                locate(&edit, lines: lines, buffer: buffer)
                result[k].edit = edit
            }
            return result
        }
    }

    /// Fills the lines and columns of `edit`'s replacements from their byte offsets.
    private static func locate(_ edit: inout FixEdit, lines: LineTable, buffer: UnsafeBufferPointer<UInt8>) {
        for r in edit.replacements.indices {
            (edit.replacements[r].startLine, edit.replacements[r].startColumn) = lines.location(of: Int32(edit.replacements[r].start), in: buffer)
            (edit.replacements[r].endLine, edit.replacements[r].endColumn) = lines.location(of: Int32(edit.replacements[r].end), in: buffer)
        }
    }

    /// Whether `edit` touches none of the `claimed` ranges; if so they now include its own.
    /// (An insertion claims the byte after it, so two edits never insert at one place.)
    private static func claim(_ edit: FixEdit, in claimed: inout [Range<Int>]) -> Bool {
        let ranges = edit.replacements.map { $0.start..<max($0.end, $0.start + 1) }
        guard !ranges.contains(where: { r in claimed.contains { $0.overlaps(r) } }) else { return false }
        claimed += ranges
        return true
    }

    struct Context {
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: [Token]
        let comments: [Token]
        let structure: FileStructure
        let lines: LineTable
        let lineEnding: String
        let spelling: Spelling
        /// Facts the member-adding fixes compute once per file (see `OwnerMemberFacts`).
        let memberFacts = OwnerMemberFacts()

        /// The byte offset of a 1-based line and column (columns count code points).
        func offset(line: Int, column: Int) -> Int? {
            Fixer.offset(line: line, column: column, bytes: bytes, lines: lines)
        }

        /// The index of the token starting at `offset`.
        func token(at offset: Int) -> Int? {
            var low = 0, high = tokens.count - 1
            while low <= high {
                let mid = (low + high) / 2
                if Int(tokens[mid].start) < offset { low = mid + 1 } else if Int(tokens[mid].start) > offset { high = mid - 1 } else { return mid }
            }
            return nil
        }

        /// The innermost closure (index into `structure.closures`) around the token at a position.
        func closure(atLine line: Int, column: Int) -> Int? {
            guard let at = offset(line: line, column: column), let t = token(at: at) else { return nil }
            var scope = structure.scopeOf[t]
            while scope >= 0 {
                let s = structure.scopes[Int(scope)]
                if s.kind == .closure { return Int(s.item) }
                scope = s.parent
            }
            return nil
        }

        /// The closure of the finding's statement that holds its culprit: the outermost one
        /// around it that starts inside the statement. (A `self` in a closure nested in an
        /// observer, `DispatchQueue.main.async { self.… }`, is the observer's capture: a
        /// `[weak self]` on the inner closure alone would leave the observer holding self.)
        func chainClosure(of finding: Finding) -> Int? {
            guard var closure = closure(atLine: finding.line, column: finding.column) else { return nil }
            let statementStart = offset(line: finding.statementLine, column: finding.statementColumn) ?? Int.max
            while let parent = structure.parentClosure(of: closure),
                  Int(tokens[Int(structure.scopes[Int(structure.closures[parent].scope)].open)].start) >= statementStart {
                closure = parent
            }
            return closure
        }

        func text(_ t: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(tokens[t].start)..<Int(tokens[t].end)]), as: UTF8.self)
        }

        /// `[weak self]` in the closure's capture list and `guard let self else { return }`
        /// (in the spelling the project accepts) before its first statement, when every `self`
        /// of the closure is its own (none in a closure nested in it, which would capture the
        /// unwrapped strong self again, unless another edit of this pass turns it into that
        /// closure's `owner`: those are `ignoring`) and it has statements.
        /// With a `fallback` (an operator closure returning a value), the guard returns it and
        /// a one-expression body gets its `return` (see `fallbackBody`).
        func weakSelfEdit(closure c: Int, ignoring ownerSelfs: Set<Int> = [], returning fallback: String? = nil) -> FixEdit? {
            let decl = structure.closures[c]
            let scope = structure.scopes[Int(decl.scope)]
            let open = Int(scope.open), close = Int(scope.close)
            guard open >= 0, close < tokens.count, close > open else { return nil }
            if decl.captures.contains(where: { $0.capturesSelf && $0.strength != .strong }) { return nil }
            for t in (open + 1)..<close where tokens[t].keyword == .`self` && !ownerSelfs.contains(t) {
                // A `self` in a nested closure would capture the strong self the guard binds.
                if structure.scopeOf[t] != decl.scope, isInNestedClosure(t, of: decl.scope) { return nil }
            }
            let bodyStart = Int(decl.bodyStart)
            guard bodyStart > open, bodyStart < close else { return nil }
            let strongSelf = decl.captures.first(where: { $0.capturesSelf })
            // `[self]` lets the body use members without `self.`; after `[weak self]` only
            // Swift 5.8 accepts that, and only once self is unwrapped.
            if strongSelf != nil, !spelling.implicitSelfAfterUnwrap { return nil }
            var replacements: [TextReplacement] = []
            if let strongSelf {
                // `[self]` becomes `[weak self]`.
                let t = Int(strongSelf.token)
                replacements.append(TextReplacement(start: Int(tokens[t].start), end: Int(tokens[t].start), text: "weak "))
            } else if let first = decl.captures.first {
                // An existing list: `[weak self, …]`.
                let t = Int(first.token)
                replacements.append(TextReplacement(start: Int(tokens[t].start), end: Int(tokens[t].start), text: "weak self, "))
            } else if decl.inToken >= 0 {
                // Parameters, no list: before the first token of the signature.
                guard let first = nextSignificant(after: open) else { return nil }
                replacements.append(TextReplacement(start: Int(tokens[first].start), end: Int(tokens[first].start), text: "[weak self] "))
            } else {
                replacements.append(TextReplacement(start: Int(tokens[open].end), end: Int(tokens[open].end), text: " [weak self] in"))
            }
            let guardText = fallback.map { spelling.unwrapSelf(returning: $0) } ?? spelling.unwrapSelf
            let bodyToken = tokens[bodyStart]
            if let fallback {
                guard strongSelf == nil, let body = fallbackBody(scope: decl.scope, bodyStart: bodyStart, close: close, guardText: guardText)
                else { return nil }
                return FixEdit(description: "Capture self weakly (`[weak self]`) and return `\(fallback)` when it is gone", replacements: replacements + body)
            }
            if bodyToken.flags.contains(.newlineBefore) {
                // Its own line, indented as the first statement.
                guard let (lineStart, indent) = indent(of: bodyStart) else { return nil }
                replacements.append(TextReplacement(start: lineStart, end: lineStart, text: indent + guardText + lineEnding))
            } else if strongSelf == nil, isSingleSelfAccess(bodyStart: bodyStart, close: close) {
                // `{ self.open($0) }`: one statement through self, on one line: `self?.open($0)`.
                replacements.append(TextReplacement(start: Int(bodyToken.end), end: Int(bodyToken.end), text: "?"))
            } else {
                replacements.append(TextReplacement(start: Int(bodyToken.start), end: Int(bodyToken.start), text: guardText + "; "))
            }
            return FixEdit(description: "Capture self weakly (`[weak self]`) and return early when it is gone", replacements: replacements)
        }

        /// The body is one line holding one statement, `self.` followed by member accesses,
        /// calls, subscripts, `?`/`!` and trailing closures, which either ends the closure or
        /// is assigned to (`=`, `+=`, …), with no other `self`: optional chaining then means the
        /// same (the access or assignment is skipped when self is gone). Any other expression
        /// (`self.compute(v) + 1`, `self.flag ? a : b`, `self.count > v`) would change type.
        private func isSingleSelfAccess(bodyStart: Int, close: Int) -> Bool {
            guard tokens[bodyStart].keyword == .`self`, let dot = nextSignificant(after: bodyStart), tokens[dot].kind == .period else { return false }
            var t = bodyStart + 1
            while t < close {
                if tokens[t].flags.contains(.newlineBefore) || tokens[t].keyword == .`self` || tokens[t].kind == .semicolon { return false }
                t += 1
            }
            // The postfix chain after `self`.
            t = bodyStart + 1
            chain: while t < close {
                switch tokens[t].kind {
                case .period:
                    guard t + 1 < close, tokens[t + 1].kind == .identifier || tokens[t + 1].kind == .backtickIdentifier else { return false }
                    t += 2
                case .leftParen, .leftSquare:
                    // A call or subscript only when attached (`x (y)` on one line is no call).
                    guard !tokens[t].flags.contains(.spaceBefore) else { break chain }
                    let match = Int(structure.match[t])
                    guard match > t, match < close else { return false }
                    t = match + 1
                case .leftBrace:
                    let match = Int(structure.match[t])
                    guard match > t, match < close else { return false }
                    t = match + 1
                case .operator where !tokens[t].flags.contains(.spaceBefore) && (text(t) == "?" || text(t) == "!"):
                    t += 1
                default:
                    break chain
                }
            }
            if t == close { return true }
            return tokens[t].kind == .equal || (tokens[t].kind == .operator && Self.compoundAssignments.contains(text(t)))
        }

        /// Assignment operators: `self?.x += 1` is skipped as a whole when self is gone.
        private static let compoundAssignments: Set<String> = [
            "+=", "-=", "*=", "/=", "%=", "<<=", ">>=", "&=", "|=", "^=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
        ]

        func isInNestedClosure(_ t: Int, of scope: Int32) -> Bool {
            var s = structure.scopeOf[t]
            while s >= 0, s != scope {
                if structure.scopes[Int(s)].kind == .closure { return true }
                s = structure.scopes[Int(s)].parent
            }
            return false
        }

        func nextSignificant(after t: Int) -> Int? {
            var k = t + 1
            while k < tokens.count, tokens[k].kind.isTrivia { k += 1 }
            return k < tokens.count ? k : nil
        }

        /// `_ = chain` (or `let _ = chain`, or a bare `chain`) directly in a method body becomes
        /// `chain.disposed(by: bag)`, the `.disposed` on its own line when the chain ends with
        /// a line of its own. Not inside a closure (the bag would be read through a captured
        /// self), nor where a local or parameter has the bag's name.
        func disposedByEdit(_ finding: Finding, bag: String) -> FixEdit? {
            guard let startOffset = offset(line: finding.statementLine, column: finding.statementColumn),
                  let endOffset = offset(line: finding.endLine, column: finding.endColumn),
                  let first = token(at: startOffset) else { return nil }
            // The innermost function-like scope, with no closure in between.
            var scope = structure.scopeOf[first]
            var function: Int32 = -1
            while scope >= 0 {
                let kind = structure.scopes[Int(scope)].kind
                if kind == .closure || kind == .typeBody || kind == .file || kind == .accessorBlock { return nil }
                if kind == .functionBody { function = scope; break }
                scope = structure.scopes[Int(scope)].parent
            }
            guard function >= 0 else { return nil }
            let item = Int(structure.scopes[Int(function)].item)
            if item >= 0, item < structure.functions.count, structure.functions[item].parameters.contains(bag) { return nil }
            if structure.locals.contains(where: { $0.name == bag && structure.scope($0.scope, isWithin: function) }) { return nil }
            var replacements: [TextReplacement] = []
            // `_ =` / `let _ =` before the chain.
            if let equals = previousSignificant(before: first), text(equals) == "=",
               let underscore = previousSignificant(before: equals), text(underscore) == "_" {
                var from = underscore
                if let binding = previousSignificant(before: underscore), tokens[binding].keyword == .let { from = binding }
                replacements.append(TextReplacement(start: Int(tokens[from].start), end: Int(tokens[first].start), text: ""))
            }
            guard let last = lastToken(before: endOffset), last >= first else { return nil }
            let lastLine = lines.line(of: tokens[last].start)
            let lineStart = Int(lines.lineStarts[lastLine - 1])
            var indentEnd = lineStart
            while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
            let insertAt = Int(tokens[last].end)
            if lastLine > lines.line(of: tokens[first].start), indentEnd < bytes.count, bytes[indentEnd] == UInt8(ascii: ".") {
                let indent = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<indentEnd]), as: UTF8.self)
                replacements.append(TextReplacement(start: insertAt, end: insertAt, text: lineEnding + indent + ".disposed(by: \(bag))"))
            } else {
                replacements.append(TextReplacement(start: insertAt, end: insertAt, text: ".disposed(by: \(bag))"))
            }
            return FixEdit(description: "Keep the subscription in '\(bag)', disposed with its owner", replacements: replacements)
        }

        func previousSignificant(before t: Int) -> Int? {
            var k = t - 1
            while k >= 0, tokens[k].kind.isTrivia { k -= 1 }
            return k >= 0 ? k : nil
        }

        /// The last token ending at or before `offset`.
        private func lastToken(before offset: Int) -> Int? {
            var low = 0, high = tokens.count - 1, found: Int?
            while low <= high {
                let mid = (low + high) / 2
                if Int(tokens[mid].end) <= offset { found = mid; low = mid + 1 } else { high = mid - 1 }
            }
            return found
        }

        /// The suppression comment at a position, removed with its line when it stands alone,
        /// or with the spaces before it when it follows code.
        func directiveRemoval(line: Int, column: Int) -> FixEdit? {
            Fixer.directiveRemoval(line: line, column: column, bytes: bytes, comments: comments, lines: lines)
        }
    }

    /// The edit removing the suppression comment that starts at `line`:`column`: with its line
    /// when it stands alone there, else with the blanks before it.
    static func directiveRemoval(line: Int, column: Int, bytes: UnsafeBufferPointer<UInt8>, comments: [Token], lines: LineTable) -> FixEdit? {
        guard let at = offset(line: line, column: column, bytes: bytes, lines: lines),
              let comment = comments.first(where: { Int($0.start) == at }) else { return nil }
        let start = Int(comment.start), end = Int(comment.end)
        let lineStart = Int(lines.lineStarts[line - 1])
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09 { lineEnd += 1 }
        let before = UnsafeBufferPointer(rebasing: bytes[lineStart..<start])
        if before.allSatisfy({ $0 == 0x20 || $0 == 0x09 }), lineEnd == bytes.count || bytes[lineEnd] == 0x0A || bytes[lineEnd] == 0x0D {
            var next = lineEnd
            if next < bytes.count, bytes[next] == 0x0D { next += 1 }
            if next < bytes.count, bytes[next] == 0x0A { next += 1 }
            return FixEdit(description: "Remove the suppression comment", replacements: [TextReplacement(start: lineStart, end: next, text: "")])
        }
        var from = start
        while from > lineStart, bytes[from - 1] == 0x20 || bytes[from - 1] == 0x09 { from -= 1 }
        return FixEdit(description: "Remove the suppression comment", replacements: [TextReplacement(start: from, end: end, text: "")])
    }

    /// The byte offset of a 1-based line and column (columns count code points).
    static func offset(line: Int, column: Int, bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> Int? {
        guard line >= 1, line <= lines.lineStarts.count else { return nil }
        var i = Int(lines.lineStarts[line - 1])
        var remaining = column - 1
        while remaining > 0, i < bytes.count {
            i += 1
            while i < bytes.count, bytes[i] & 0xC0 == 0x80 { i += 1 }
            remaining -= 1
        }
        return i
    }
}
