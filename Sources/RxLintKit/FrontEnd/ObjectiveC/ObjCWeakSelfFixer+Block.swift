/// The block side of `ObjCWeakSelfFixer`: what a block's edit inserts and renames, and the
/// byte-level reading of the places it goes.
extension ObjCWeakSelfFixer {
    // MARK: The block

    /// What makes `block` hold self weakly, or nil when that is not certain. A block that
    /// already starts with its strong self (`@strongify(self);`, `__strong … strongSelf =
    /// weakSelf;`) but reads self after it anyway (`_count++`) keeps that declaration: the
    /// reads go through it, and an early return follows it.
    func blockEdit(_ block: Int, role: String) -> BlockEdit? {
        // The body is the block declaration's (libclang nests it under the block expression).
        let declaration = syntax.children(of: block).last { syntax.nodes[$0].kind == .unexposedDecl } ?? block
        guard let body = syntax.lastChild(of: declaration), syntax.nodes[body].kind == .compoundStmt,
              Int(syntax.nodes[body].start) < bytes.count, bytes[Int(syntax.nodes[body].start)] == UInt8(ascii: "{") else { return nil }
        let range = syntax.nodes[block].start..<syntax.nodes[block].end
        guard !containsWord("super", from: Int(range.lowerBound), to: Int(range.upperBound)) else { return nil }
        let existing = existingStrongSelf(body)
        var selfName: String
        switch style {
        case .weakify: selfName = "self"
        case .weakSelf(_, _, let strong):
            selfName = strong
            if extractor.observeMacroStarts(in: range) { return nil }
        }
        if let existing { selfName = syntax.nodes[existing.variable].name }
        // A strong self of an enclosing block that this block uses: the weak self is made
        // from it, and this block's own strong self takes its name (so its uses read the new
        // one). With `@strongify` that name is `self`; another name (`MyVC *me = self`) would
        // need renaming there.
        guard let outer = outerStrongSelf(usedIn: block) else { return nil }
        if let alias = outer {
            switch style {
            case .weakify: guard alias == "self" else { return nil }
            case .weakSelf: selfName = alias
            }
            if existing != nil { return nil }
        }
        var replacements: [TextReplacement] = []
        var readsIvar = false
        for k in syntax.descendants(of: block) {
            extractor.work?.walk(1)
            let node = syntax.nodes[k]
            if let existing, existing.statement <= k, k < Int(syntax.nodes[existing.statement].subtreeEnd) { continue }
            switch node.kind {
            case .selfExpr where extractor.isImplicit(k):
                continue
            case .selfExpr:
                guard case .weakSelf = style else { continue }
                // A self the code does not spell (a macro's) cannot be renamed.
                guard spelling(from: node.start, to: node.end) == "self" else { return nil }
                if let existing, node.start < syntax.nodes[existing.statement].end { return nil }
                replacements.append(TextReplacement(start: Int(node.start), end: Int(node.end), text: selfName))
            case .memberRefExpr where node.referenced == .ivarDecl && extractor.readsImplicitSelf(k):
                let at = Int(node.location)
                guard spelling(from: node.location, to: node.location + Int32(node.name.utf8.count)) == node.name else { return nil }
                if let existing, node.location < syntax.nodes[existing.statement].end { return nil }
                readsIvar = true
                replacements.append(TextReplacement(start: at, end: at, text: selfName + "->"))
            case .varDecl, .parmDecl:
                // The block names its own local like the strong self the fix declares.
                if node.name == selfName { return nil }
            default:
                continue
            }
        }
        let exit = Self.earlyExit(role: role)
        // Sending to nil is harmless; reading an instance variable through nil crashes, and
        // only a block returning nothing or a signal can leave early.
        if readsIvar && exit == nil { return nil }
        if let existing {
            if let exit, !followedByNilCheck(existing.statement, name: selfName) {
                guard let insertion = lineInsertion("if (!\(selfName)) \(exit)", after: existing.statement) else { return nil }
                replacements.append(insertion)
            }
            return BlockEdit(replacements: replacements, opening: nil, source: nil, selfName: selfName)
        }
        return BlockEdit(replacements: replacements, opening: Opening(body: body, selfName: selfName, exit: exit), source: outer, selfName: selfName)
    }

    /// A block's edit: its renames and reads through the strong self, the strong self it
    /// declares first (unless it has its own), and the strong self of an enclosing block it
    /// used (nil for none).
    struct BlockEdit {
        var replacements: [TextReplacement]
        var opening: Opening?
        var source: String?
        /// The name the block's `self`s read after the edit (the strong self's).
        var selfName: String
    }

    /// The strong self a block declares first, from the weak self of the statement, and how
    /// it leaves early when self is gone.
    struct Opening {
        var body: Int
        var selfName: String
        var exit: String?
    }

    /// `edit`'s replacements, its strong self made from the weak self named `weak`.
    func replacements(of edit: BlockEdit, weak: String) -> [TextReplacement] {
        guard let opening = edit.opening else { return edit.replacements }
        var lines: [String]
        switch style {
        case .weakify: lines = ["@strongify(self);"]
        case .weakSelf(let typeOf, _, _): lines = ["__strong \(typeOf)(self) \(opening.selfName) = \(weak);"]
        }
        if let exit = opening.exit { lines.append("if (!\(opening.selfName)) \(exit)") }
        return edit.replacements + [bodyInsertion(lines, body: opening.body)]
    }

    /// The one strong self made outside `block` that it uses (`.some(nil)` when it uses
    /// none); nil when it uses two.
    func outerStrongSelf(usedIn block: Int) -> String?? {
        let range = syntax.nodes[block].start..<syntax.nodes[block].end
        var found: String?
        extractor.work?.walk(syntax.descendants(of: block).count)
        for k in syntax.descendants(of: block) where syntax.nodes[k].kind == .declRefExpr {
            guard let declaration = extractor.declaration(referencedBy: k), !range.contains(syntax.nodes[declaration].start),
                  extractor.isStrongSelfAlias(declaration) else { continue }
            let name = syntax.nodes[declaration].name
            if let found, found != name { return nil }
            found = name
        }
        return .some(found)
    }

    /// The block's own strong self, declared by one of its first two statements (`@strongify`
    /// makes an `@autoreleasepool {}` first): the statement and the variable.
    func existingStrongSelf(_ body: Int) -> (statement: Int, variable: Int)? {
        for statement in syntax.children(of: body).prefix(2) where syntax.nodes[statement].kind == .declStmt {
            for variable in syntax.children(of: statement) where syntax.nodes[variable].kind == .varDecl {
                switch style {
                case .weakify where syntax.nodes[variable].name == "self":
                    return (statement, variable)
                case .weakSelf where extractor.isStrongSelfAlias(variable) && !extractor.isSelfCopy(variable):
                    return (statement, variable)
                default:
                    continue
                }
            }
        }
        return nil
    }

    /// Whether the statement after `statement` already returns when `name` is nil.
    func followedByNilCheck(_ statement: Int, name: String) -> Bool {
        var i = semicolon(after: statement).map { $0 + 1 } ?? Int(syntax.nodes[statement].end)
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) { i += 1 }
        let rest = String(decoding: bytes[i..<min(bytes.count, i + 64)], as: UTF8.self).replacingOccurrences(of: " ", with: "")
        return rest.hasPrefix("if(!\(name))") || rest.hasPrefix("if(\(name)==nil)") || rest.hasPrefix("if(nil==\(name))")
    }

    /// The `;` that ends `statement` (a macro's statement ends before it).
    func semicolon(after statement: Int) -> Int? {
        var i = max(0, Int(syntax.nodes[statement].end) - 1)
        while i < bytes.count, bytes[i] != UInt8(ascii: ";") {
            guard [0x20, 0x09, UInt8(ascii: ")")].contains(bytes[i]) || i < Int(syntax.nodes[statement].end) else { return nil }
            i += 1
        }
        return i < bytes.count ? i : nil
    }

    /// `text` as a line of its own after the line `statement` ends, indented as that line;
    /// after its `;` when more code follows on the line.
    func lineInsertion(_ text: String, after statement: Int) -> TextReplacement? {
        guard let end = semicolon(after: statement) else { return nil }
        var i = end + 1
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0D { i += 1 }
        guard i < bytes.count, bytes[i] == 0x0A else { return TextReplacement(start: end + 1, end: end + 1, text: " " + text) }
        var lineStart = Int(syntax.nodes[statement].start)
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var indentEnd = lineStart
        while indentEnd < bytes.count, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let indent = String(decoding: bytes[lineStart..<indentEnd], as: UTF8.self)
        return TextReplacement(start: i + 1, end: i + 1, text: indent + text + lineEnding)
    }

    /// `lines` first in the block's body: on lines of their own, indented as its first line,
    /// when the body starts on a later line; else after the `{`.
    func bodyInsertion(_ lines: [String], body: Int) -> TextReplacement {
        let open = Int(syntax.nodes[body].start)
        var i = open + 1
        var sawNewline = false
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) {
            if bytes[i] == 0x0A { sawNewline = true }
            i += 1
        }
        guard sawNewline, let indent = indentation(at: i) else {
            return TextReplacement(start: open + 1, end: open + 1, text: lines.map { " " + $0 }.joined())
        }
        let lineStart = i - indent.utf8.count
        return TextReplacement(start: lineStart, end: lineStart, text: lines.map { indent + $0 + lineEnding }.joined())
    }

    // MARK: Bytes

    /// The spaces and tabs before `offset` on its line, when nothing else precedes it there.
    func indentation(at offset: Int) -> String? {
        var i = offset
        while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A else { return nil }
        return String(decoding: bytes[i..<offset], as: UTF8.self)
    }

    func spelling(from start: Int32, to end: Int32) -> String {
        extractor.spelling(from: start, to: end)
    }

    func startsWithWord(_ offset: Int, _ word: String) -> Bool {
        offset >= 0 && ObjCTextScan.matches(bytes, at: offset, Array(word.utf8))
    }

    /// Whether `word` appears as a whole identifier in `start..<end` (comments and strings
    /// included: a refusal too many costs less than an edit that keeps the cycle).
    func containsWord(_ word: String, from start: Int, to end: Int) -> Bool {
        let w = Array(word.utf8)
        var i = max(0, start)
        extractor.work?.walk(max(0, min(end, bytes.count) - i))
        while i + w.count <= min(end, bytes.count) {
            if bytes[i] == w[0], (i == 0 || !ObjCTextScan.isNameByte(bytes[i - 1])), startsWithWord(i, word) { return true }
            i += 1
        }
        return false
    }
}
