/// Builds `FileStructure` in one forward pass over the significant tokens, with an explicit
/// stack of open brackets: no recursion, so nesting depth cannot overflow anything.
public enum StructureBuilder {
    /// What the statement being read at one brace level is heading for. A declaration's
    /// names wait in a side table (`PendingType`, `PendingFunction`) and the case holds its
    /// position: the stack's frames then hold no references, and pushing, popping and
    /// resetting them retains and releases nothing.
    private enum Pending {
        case none
        case type(Int32)
        case function(Int32)
        /// `var`/`let` seen; `hasInitializer` once `=` was read.
        case variable(hasType: Bool, hasInitializer: Bool)
        case control
        case accessor
    }

    private struct PendingType {
        var kind: TypeKind
        var nameToken: Int32
        var inherited: [String]
        var access: AccessLevel
    }

    private struct PendingFunction {
        var kind: FunctionKind
        var name: String
        var returnType: String
        var isStatic: Bool
        var parameters: Parameters
    }

    private enum FrameKind: UInt8 { case brace, paren, square, interpolation }

    private struct Frame {
        var kind: FrameKind
        var open: Int32
        var scope: Int32
        var pending: Pending
    }

    /// The open brackets, innermost last, in a buffer of their own: frames are plain values,
    /// and the main loop's pushes, pops and writes pay no uniqueness check.
    private struct FrameStack {
        private var base = UnsafeMutablePointer<Frame>.allocate(capacity: 32)
        private var capacity = 32
        private(set) var count = 0

        func deallocate() { base.deallocate() }

        subscript(k: Int) -> Frame {
            get { base[k] }
            nonmutating set { base[k] = newValue }
        }

        /// Inlined in the main loop (left to the optimizer, the calls stayed out of line at
        /// some sites); growing, which deep nesting alone needs, is not.
        @inline(__always)
        mutating func append(_ frame: Frame) {
            if count == capacity { grow() }
            (base + count).initialize(to: frame)
            count += 1
        }

        @inline(never)
        private mutating func grow() {
            let grown = UnsafeMutablePointer<Frame>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
            base = grown
            capacity *= 2
        }

        mutating func removeLast() { count -= 1 }
    }

    public static func build(tokens: [Token], bytes: UnsafeBufferPointer<UInt8>) -> FileStructure {
        let n = tokens.count
        // The per-token tables are written in place through their buffers (every token sets
        // its scope, every bracket its partner): no write pays the array's uniqueness check,
        // and no copy of them is made at the end.
        var match = [Int32](repeating: -1, count: max(1, n))
        var scopeOf = [Int32](repeating: 0, count: max(1, n))
        var structure = match.withUnsafeMutableBufferPointer { matchBuffer in
            scopeOf.withUnsafeMutableBufferPointer { scopeBuffer in
                tokens.withUnsafeBufferPointer { toks in
                    scan(toks, of: tokens, bytes, match: matchBuffer.baseAddress!, scopeOf: scopeBuffer.baseAddress!)
                }
            }
        }
        if n == 0 {
            match = []
            scopeOf = []
        }
        structure.match = match
        structure.scopeOf = scopeOf
        structure.resolveInitializerEnds()
        structure.computeNearestScopes()
        return FileStructure(structure)
    }

    /// The one pass over the tokens: everything but the per-token tables, which it fills.
    /// All state is local to this function: captured variables would be boxed and checked
    /// for exclusive access on every use in this loop.
    private static func scan(_ toks: UnsafeBufferPointer<Token>, of tokens: [Token], _ bytes: UnsafeBufferPointer<UInt8>,
                             match: UnsafeMutablePointer<Int32>, scopeOf: UnsafeMutablePointer<Int32>) -> FileStructureParts {
        let n = toks.count
        var scopes: [Scope] = [Scope(kind: .file, open: -1, close: Int32(n), parent: -1, item: -1)]
        var types: [TypeDecl] = []
        var functions: [FunctionDecl] = []
        var closures: [ClosureDecl] = []
        var properties: [PropertyDecl] = []
        var locals: [LocalDecl] = []
        // Sized from the token count (typical Swift has a brace per 20 tokens or so), so
        // the tables rarely regrow.
        scopes.reserveCapacity(n / 16 + 4)
        functions.reserveCapacity(n / 64 + 2)
        closures.reserveCapacity(n / 48 + 2)
        properties.reserveCapacity(n / 96 + 2)
        locals.reserveCapacity(n / 96 + 2)
        let limits = LimitLog()
        let t = TokenText(bytes: bytes, tokens: toks, limits: limits)
        var stack = FrameStack()
        defer { stack.deallocate() }
        stack.append(Frame(kind: .brace, open: -1, scope: 0, pending: .none))
        /// Innermost enclosing type declaration for each scope (by scope index).
        var typeOfScope: [Int32] = [-1]
        typeOfScope.reserveCapacity(n / 16 + 4)

        var pendingTypes: [PendingType] = []
        var pendingFunctions: [PendingFunction] = []
        pendingTypes.reserveCapacity(n / 512 + 2)
        pendingFunctions.reserveCapacity(n / 64 + 2)
        // Call names for the index (see `CallHashList`).
        var calls = CallHashList(capacity: n / 24 + 8)
        defer { calls.deallocate() }
        var assignments: [Int32] = []
        var globalBags: [Int32] = []
        var memberCalls: [Int32] = []
        var bagValues: [Int32] = []
        var selfAndBindings: [Int32] = []
        var typealiases: [Int32] = []
        // Sized from the token count (app code has a member call every ten tokens or so and a
        // `self`, `let` or `var` every fifteen), so the lists rarely regrow.
        memberCalls.reserveCapacity(n / 10 + 4)
        selfAndBindings.reserveCapacity(n / 15 + 4)
        var i = 0
        while i < n {
            let tok = toks[i]
            let top = stack.count - 1
            scopeOf[i] = stack[top].scope
            let atBraceLevel = stack[top].kind == .brace
            // `self`, `let`, `var`: where the capture analysis looks for uses and rebindings
            // of self, so that it walks no token twice.
            if tok.keyword == .self || tok.keyword == .let || tok.keyword == .var { selfAndBindings.append(Int32(i)) }
            // `typealias`, for the type facts' aliases: noted here, no pass looks for them.
            if tok.keyword == .typealias { typealiases.append(Int32(i)) }

            switch tok.kind {
            case .poundDirective:
                // `#if cond`: the condition is not code; skip to the end of the line.
                i += 1
                while i < n, !toks[i].flags.contains(.newlineBefore) {
                    scopeOf[i] = stack[top].scope
                    if toks[i].kind == .leftParen || toks[i].kind == .leftBrace, isMemberName(toks, i - 1) { memberCalls.append(Int32(i - 1)) }
                    i += 1
                }
                continue

            case .at:
                // Attribute: `@name` and an optional argument list on the same token run.
                // Its argument list, if any, is read as ordinary parentheses so brackets stay matched.
                if i + 1 < n, t.isName(i + 1) {
                    scopeOf[i + 1] = stack[top].scope
                    i += 2
                    continue
                }

            case .leftParen, .leftSquare, .interpolationStart:
                if tok.kind == .leftParen, isMemberName(toks, i - 1) { memberCalls.append(Int32(i - 1)) }
                // `name(`: a call (not a declaration, not a type's initializer), noted here
                // so that no later pass walks the tokens for it.
                if tok.kind == .leftParen, i > 0, toks[i - 1].kind == .identifier || toks[i - 1].kind == .backtickIdentifier,
                   toks[i - 1].keyword == .none, !(i > 1 && toks[i - 2].keyword == .func) {
                    let first = bytes[Int(toks[i - 1].start)]
                    if first < UInt8(ascii: "A") || first > UInt8(ascii: "Z") { calls.insert(t.nameHash(i - 1)) }
                }
                let kind: FrameKind = tok.kind == .leftParen ? .paren : (tok.kind == .leftSquare ? .square : .interpolation)
                stack.append(Frame(kind: kind, open: Int32(i), scope: stack[top].scope, pending: .none))
                i += 1
                continue

            case .rightParen, .rightSquare, .interpolationEnd:
                // `(stop)`, `: self.stop)`: a function passed as a value.
                if tok.kind == .rightParen, i > 1, toks[i - 1].kind == .identifier || toks[i - 1].kind == .backtickIdentifier,
                   toks[i - 1].keyword == .none {
                    let before = toks[i - 2].kind
                    if before == .period || before == .colon || before == .leftParen || before == .comma { calls.insert(t.nameHash(i - 1)) }
                    if before == .period || before == .colon, endsWithBag(toks[i - 1], bytes) { bagValues.append(Int32(i - 1)) }
                }
                let want: FrameKind = tok.kind == .rightParen ? .paren : (tok.kind == .rightSquare ? .square : .interpolation)
                // Close the nearest matching frame, but never across a brace: a stray closer
                // inside a block is ignored rather than unwinding the block.
                var k = stack.count - 1
                while k > 0, stack[k].kind != want, stack[k].kind != .brace { k -= 1 }
                if k > 0, stack[k].kind == want {
                    let o = Int(stack[k].open)
                    match[o] = Int32(i)
                    match[i] = Int32(o)
                    while stack.count > k { stack.removeLast() }
                }
                i += 1
                continue

            case .leftBrace:
                if isMemberName(toks, i - 1) { memberCalls.append(Int32(i - 1)) }
                var kind = ScopeKind.closure
                var item: Int32 = -1
                let parentScope = stack[top].scope
                let newScope = Int32(scopes.count)
                var enclosingType = typeOfScope[Int(parentScope)]
                if atBraceLevel {
                    switch stack[top].pending {
                    case .type(let k):
                        let pending = pendingTypes[Int(k)]
                        let tk = pending.kind
                        let nameTok = pending.nameToken
                        kind = .typeBody
                        item = Int32(types.count)
                        var name = t.string(Int(nameTok))
                        if tk == .extension { name = extendedName(t, from: Int(nameTok), to: i) }
                        var decl = TypeDecl(kind: tk, name: name, inherited: pending.inherited, scope: newScope, nameToken: nameTok)
                        decl.access = pending.access
                        if tk == .extension || tk == .protocol { decl.selfConstraints = selfConstraints(t, from: Int(nameTok) + 1, to: i) }
                        types.append(decl)
                        enclosingType = item
                    case .function(let k):
                        let pending = pendingFunctions[Int(k)]
                        kind = .functionBody
                        item = Int32(functions.count)
                        functions.append(FunctionDecl(kind: pending.kind, name: pending.name, returnType: pending.returnType, scope: newScope,
                                                      typeIndex: enclosingType, isStatic: pending.isStatic,
                                                      parameters: pending.parameters.names, parameterTypeTokens: pending.parameters.types))
                    case .variable(let hasType, let hasInit):
                        let next = i + 1 < n ? toks[i + 1].keyword : .none
                        let observer = next == .willSet || next == .didSet || next == .get || next == .set
                        if observer || (hasType && !hasInit) {
                            kind = .accessorBlock
                            item = Int32(functions.count)
                            functions.append(FunctionDecl(kind: .accessor, name: lastPropertyName(properties, locals), returnType: "", scope: newScope, typeIndex: enclosingType, isStatic: false))
                            markComputed(&properties, scopeParent: parentScope, scopes: scopes)
                        }
                    case .control:
                        kind = .block
                    case .accessor:
                        kind = .functionBody
                        item = Int32(functions.count)
                        functions.append(FunctionDecl(kind: .accessor, name: t.string(i - 1), returnType: "", scope: newScope, typeIndex: enclosingType, isStatic: false))
                    case .none:
                        break
                    }
                    stack[top].pending = .none
                }
                if kind == .closure {
                    item = Int32(closures.count)
                    closures.append(parseClosureHead(t, open: i, scope: newScope, count: n))
                }
                scopes.append(Scope(kind: kind, open: Int32(i), close: Int32(n), parent: parentScope, item: item))
                typeOfScope.append(enclosingType)
                scopeOf[i] = newScope
                stack.append(Frame(kind: .brace, open: Int32(i), scope: newScope, pending: .none))
                i += 1
                continue

            case .rightBrace:
                // Unwind any brackets left open inside the block, then close it.
                var k = stack.count - 1
                while k > 0, stack[k].kind != .brace { k -= 1 }
                if k > 0 {
                    let o = Int(stack[k].open)
                    match[o] = Int32(i)
                    match[i] = Int32(o)
                    scopes[Int(stack[k].scope)].close = Int32(i)
                    scopeOf[i] = stack[k].scope
                    while stack.count > k { stack.removeLast() }
                    stack[stack.count - 1].pending = .none
                }
                i += 1
                continue

            case .semicolon:
                if atBraceLevel { stack[top].pending = .none }
                i += 1
                continue

            case .comma:
                if i > 1, toks[i - 1].kind == .identifier, toks[i - 2].kind == .period || toks[i - 2].kind == .colon,
                   endsWithBag(toks[i - 1], bytes) {
                    bagValues.append(Int32(i - 1))
                }

            default:
                break
            }

            guard atBraceLevel else { i += 1; continue }
            let scopeKind = scopes[Int(stack[top].scope)].kind
            let prevIsPeriod = i > 0 && toks[i - 1].kind == .period

            // A new line that does not continue the expression ends a pending control or
            // type-annotated variable header that never reached its `{`.
            if tok.flags.contains(.newlineBefore), tok.kind != .leftBrace, tok.kind != .period {
                switch stack[top].pending {
                case .variable(_, false):
                    stack[top].pending = .none
                case .control:
                    if !continuesCondition(t, i) { stack[top].pending = .none }
                default: break
                }
            }

            // After a `.` every keyword is a member name (`.init`, `.catch`, `.do`, `.default`).
            if prevIsPeriod { i += 1; continue }
            switch tok.keyword {
            case .class, .struct, .enum, .actor, .protocol, .extension:
                // `class func`/`class var` are modifiers, not declarations.
                if i + 1 < n, t.isName(i + 1), toks[i + 1].keyword == .none || tok.keyword == .extension {
                    if tok.keyword == .actor, i > 0, toks[i - 1].keyword == .let || toks[i - 1].keyword == .var { break }
                    let kind: TypeKind
                    switch tok.keyword {
                    case .class: kind = .class
                    case .struct: kind = .struct
                    case .enum: kind = .enum
                    case .actor: kind = .actor
                    case .protocol: kind = .protocol
                    default: kind = .extension
                    }
                    let inherited = inheritanceClause(t, from: i + 2, count: n)
                    stack[top].pending = .type(Int32(pendingTypes.count))
                    pendingTypes.append(PendingType(kind: kind, nameToken: Int32(i + 1), inherited: inherited,
                                                    access: declarationModifiers(t, before: i).access))
                    i += 2
                    continue
                }
            case .func:
                if i + 1 < n {
                    let name = t.string(i + 1)
                    let ret = returnTypeName(t, from: i + 2, count: n)
                    stack[top].pending = .function(Int32(pendingFunctions.count))
                    pendingFunctions.append(PendingFunction(kind: .function, name: name, returnType: ret, isStatic: hasStaticModifier(t, before: i),
                                                            parameters: parameterNames(t, from: i + 2, count: n)))
                    i += 2
                    continue
                }
            case .`init`:
                stack[top].pending = .function(Int32(pendingFunctions.count))
                pendingFunctions.append(PendingFunction(kind: .initializer, name: "init", returnType: "", isStatic: false,
                                                        parameters: parameterNames(t, from: i + 1, count: n)))
            case .deinit:
                stack[top].pending = .function(Int32(pendingFunctions.count))
                pendingFunctions.append(PendingFunction(kind: .deinitializer, name: "deinit", returnType: "", isStatic: false, parameters: Parameters()))
            case .subscript:
                stack[top].pending = .function(Int32(pendingFunctions.count))
                pendingFunctions.append(PendingFunction(kind: .subscriptDecl, name: "subscript", returnType: returnTypeName(t, from: i + 1, count: n),
                                                        isStatic: false, parameters: parameterNames(t, from: i + 1, count: n)))
            case .get, .set, .willSet, .didSet:
                guard scopeKind == .accessorBlock else { break }
                stack[top].pending = .accessor
            case .var, .let:
                // Not a binding in `if let`/`case let`/`for case let`: those follow a keyword or `(`.
                if i > 0 {
                    let pk = toks[i - 1].keyword
                    if pk == .if || pk == .guard || pk == .case || pk == .while || toks[i - 1].kind == .comma || toks[i - 1].kind == .leftParen { break }
                    if case .control = stack[top].pending { break }
                }
                if i + 1 < n, t.isName(i + 1) {
                    let decl = parseVariableHead(t, nameIndex: i + 1, count: n)
                    if scopeKind == .typeBody {
                        let modifiers = declarationModifiers(t, before: i)
                        let typeIndex = typeOfScope[Int(stack[top].scope)]
                        var access = modifiers.access
                        // A `private extension`'s members are `fileprivate`.
                        if access == .unspecified, typeIndex >= 0, types[Int(typeIndex)].kind == .extension,
                           types[Int(typeIndex)].access.isFileLocal { access = .fileprivate }
                        properties.append(PropertyDecl(
                            name: t.string(i + 1), typeName: decl.typeName, isStatic: modifiers.isStatic, isWeak: modifiers.isWeak,
                            isOutlet: modifiers.isOutlet, access: access, isComputed: false, typeIndex: typeIndex, nameToken: Int32(i + 1),
                            initializerStart: decl.initializerStart, initializerEnd: -1))
                    } else if scopeKind == .file {
                        if decl.typeName == "DisposeBag" { globalBags.append(Int32(i + 1)) }
                    } else {
                        locals.append(LocalDecl(name: t.string(i + 1), typeName: decl.typeName, nameToken: Int32(i + 1),
                                                scope: stack[top].scope, initializerStart: decl.initializerStart, initializerEnd: -1))
                    }
                    stack[top].pending = .variable(hasType: decl.hasType, hasInitializer: decl.initializerStart >= 0)
                    i += 2
                    continue
                }
            case .if, .guard, .while, .for, .switch, .do, .catch, .defer, .repeat, .else:
                stack[top].pending = .control
            default:
                if tok.kind == .equal {
                    if case .variable(let hasType, _) = stack[top].pending {
                        stack[top].pending = .variable(hasType: hasType, hasInitializer: true)
                    }
                    if i > 0, toks[i - 1].kind == .identifier { assignments.append(Int32(i)) }
                }
            }
            i += 1
        }
        var built = FileStructureParts(tokens: tokens, match: [], scopeOf: [], scopes: scopes, types: types,
                                  functions: functions, closures: closures, properties: properties, locals: locals)
        // Kept until the index is built: copied to its exact size.
        built.calledNames = calls.hashes
        built.assignments = assignments
        built.globalBags = globalBags
        built.memberCalls = memberCalls
        built.bagValues = bagValues
        built.selfAndBindings = selfAndBindings
        built.typealiases = typealiases
        built.limitsReached = limits.reached
        return built
    }

    /// A name ending in `bag` or `Bag` (`disposeBag`, `bag`): a bag handed to a call.
    @inline(__always)
    private static func endsWithBag(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let e = Int(token.end)
        guard e - Int(token.start) >= 3 else { return false }
        let b = bytes[e - 3]
        return (b == UInt8(ascii: "b") || b == UInt8(ascii: "B")) && bytes[e - 2] == UInt8(ascii: "a") && bytes[e - 1] == UInt8(ascii: "g")
    }

    // MARK: - Helpers (each reads a bounded stretch of tokens)

    /// Whether token `j` is a plain identifier right after a `.`: with a `(` or `{` after it, a
    /// member call (`.subscribe(`, `.dispose(`, `.bind {`).
    @inline(__always)
    private static func isMemberName(_ toks: UnsafeBufferPointer<Token>, _ j: Int) -> Bool {
        j >= 1 && toks[j].kind == .identifier && toks[j - 1].kind == .period
    }

    /// Whether a line starting at `i` continues an `if`/`guard`/`while` condition.
    private static func continuesCondition(_ t: TokenText, _ i: Int) -> Bool {
        let k = t.kind(i)
        if k == .operator || k == .comma || k == .period { return true }
        let kw = t.keyword(i)
        if kw == .else || kw == .let || kw == .var || kw == .case || kw == .where || kw == .in { return true }
        guard i > 0 else { return false }
        let p = t.kind(i - 1)
        return p == .comma || p == .operator || p == .equal || p == .leftParen || p == .colon || t.keyword(i - 1) == .in
    }

    /// Internal names of the parameters in the list starting at or after `start`
    /// (`func f<T>(a b: Int, _ c: Int = 1)` → ["b", "c"]).
    private static func parameterNames(_ t: TokenText, from start: Int, count n: Int) -> Parameters {
        var j = start
        let limit = min(n, start + 1024)
        while j < limit, t.kind(j) != .leftParen {
            if t.kind(j) == .leftBrace || t.kind(j) == .rightBrace { return Parameters() }
            j += 1
        }
        guard j < limit else {
            if limit < n { t.noteLimit("a declaration's signature longer than 1,024 tokens") }
            return Parameters()
        }
        var names: [String] = []
        var types: [Int32] = []
        var depth = 0
        // The last name before the colon, as its token (its string is made only when kept).
        var lastName = -1
        var atParameterStart = true
        j += 1
        while j < limit {
            let k = t.kind(j)
            if k == .leftParen || k == .leftSquare || k == .leftBrace { depth += 1 }
            else if k == .rightParen || k == .rightSquare || k == .rightBrace {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0 {
                if k == .comma { atParameterStart = true; lastName = -1 }
                else if k == .colon, atParameterStart {
                    if lastName >= 0, !t.equals(lastName, "_") {
                        let name = t.string(lastName)
                        if !name.isEmpty {
                            names.append(name)
                            // The type's first token: its name is read only if someone asks.
                            types.append(Int32(j + 1))
                        }
                    }
                    atParameterStart = false
                }
                else if atParameterStart, t.isName(j) { lastName = j }
            }
            j += 1
        }
        if j == limit, limit < n { t.noteLimit("a declaration's signature longer than 1,024 tokens") }
        return Parameters(names: names, types: types)
    }

    /// Internal parameter names and the base names of their declared types.
    struct Parameters {
        var names: [String] = []
        var types: [Int32] = []
    }

    /// `extension Outer.Inner: P` → "Inner".
    private static func extendedName(_ t: TokenText, from nameIndex: Int, to brace: Int) -> String {
        var name = t.string(nameIndex)
        var j = nameIndex + 1
        while j + 1 < brace, t.kind(j) == .period, t.isName(j + 1) {
            name = t.string(j + 1)
            j += 2
        }
        return name
    }

    /// The names a `where` clause between `from` and the `{` at `brace` requires `Self` to
    /// conform to or be (`where Self: UIViewController & Bindable`, `Self == Screen`), each
    /// reduced to its last component.
    private static func selfConstraints(_ t: TokenText, from start: Int, to brace: Int) -> [String] {
        guard var j = (start..<brace).first(where: { t.keyword($0) == .where }) else { return [] }
        var result: [String] = []
        j += 1
        while j + 2 < brace {
            guard t.keyword(j) == .`Self`, t.kind(j + 1) == .colon || (t.kind(j + 1) == .operator && t.equals(j + 1, "==")) else { j += 1; continue }
            j += 2
            // `A & B`, `Module.A`: the last component of each.
            while j < brace, t.kind(j) != .comma {
                if t.isName(j), t.keyword(j) == .none, !(j + 1 < brace && t.kind(j + 1) == .period) { result.append(t.string(j)) }
                j += 1
            }
        }
        return result
    }

    /// Names after `:` up to `{` or `where`, each reduced to its last component.
    private static func inheritanceClause(_ t: TokenText, from start: Int, count n: Int) -> [String] {
        var j = start
        // Skip generic parameters `<T: Foo>`.
        if j < n, t.kind(j) == .operator, t.isByte(j, UInt8(ascii: "<")) {
            var depth = 0
            while j < n, j < start + 64 {
                if t.kind(j) == .operator { depth += angleDelta(t, j) }
                j += 1
                if depth <= 0 { break }
            }
        }
        guard j < n, t.kind(j) == .colon else { return [] }
        j += 1
        var result: [String] = []
        var current = ""
        var angle = 0
        let limit = min(n, j + 128)
        while j < limit {
            let k = t.kind(j)
            if k == .leftBrace || t.keyword(j) == .where { break }
            if k == .operator { angle += angleDelta(t, j) }
            else if angle == 0, k == .comma { if !current.isEmpty { result.append(current) }; current = "" }
            else if angle == 0, t.isName(j), t.keyword(j) == .none || t.keyword(j) == .any || t.keyword(j) == .some { current = t.string(j) }
            // `protocol P: class`: the old spelling of `AnyObject`.
            else if angle == 0, t.keyword(j) == .class { current = "AnyObject" }
            j += 1
        }
        if j == limit, limit < n { t.noteLimit("an inheritance clause longer than 128 tokens") }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Net `<`/`>` count of an operator token (`>>` closes two generic lists).
    static func angleDelta(_ t: TokenText, _ j: Int) -> Int {
        let tok = t.tokens[j]
        var d = 0
        var p = Int(tok.start)
        while p < Int(tok.end) {
            let b = t.bytes[p]
            if b == UInt8(ascii: "<") { d += 1 } else if b == UInt8(ascii: ">") { d -= 1 }
            p += 1
        }
        return d
    }

    /// After a function's name: skip generics and parameters, then read `-> Type`.
    private static func returnTypeName(_ t: TokenText, from start: Int, count n: Int) -> String {
        var j = start
        let limit = min(n, start + 4096)
        var depth = 0
        while j < limit {
            let k = t.kind(j)
            if k == .leftParen || k == .leftSquare { depth += 1 }
            else if k == .rightParen || k == .rightSquare { depth -= 1 }
            else if depth == 0 {
                if k == .leftBrace || k == .rightBrace || t.keyword(j) == .where { return "" }
                if k == .arrow { return typeBaseName(t, at: j + 1, count: n) }
                if t.startsLine(j), t.keyword(j) != .throws, t.keyword(j) != .async, t.keyword(j) != .rethrows, k != .arrow, k != .period { return "" }
            }
            j += 1
        }
        if limit < n { t.noteLimit("a function's signature longer than 4,096 tokens") }
        return ""
    }

    /// The base name of a type starting at `j`: `RxSwift.Observable<Int>?` → "Observable".
    static func typeBaseName(_ t: TokenText, at start: Int, count n: Int) -> String {
        var j = start
        while j < n, t.keyword(j) == .some || t.keyword(j) == .any || t.keyword(j) == .inout || t.kind(j) == .at {
            j += t.kind(j) == .at ? 2 : 1
        }
        // One type in parentheses (`-> (Observable<T>)`): that type. A tuple is none.
        if j < n, t.kind(j) == .leftParen { return parenthesizedTypeBaseName(t, at: j, count: n) }
        guard j < n, t.isName(j) else { return "" }
        var name = t.string(j)
        while j + 2 < n, t.kind(j + 1) == .period, t.isName(j + 2) {
            name = t.string(j + 2)
            j += 2
        }
        return name
    }

    /// The base name of the one type between the `(` at `open` and its `)`, or "" for a tuple
    /// or a function type.
    private static func parenthesizedTypeBaseName(_ t: TokenText, at open: Int, count n: Int) -> String {
        var j = open + 1
        guard j < n, t.isName(j) else { return "" }
        var name = t.string(j)
        while j + 2 < n, t.kind(j + 1) == .period, t.isName(j + 2) {
            name = t.string(j + 2)
            j += 2
        }
        j += 1
        // Generic arguments: up to the `>` that closes them, commas inside allowed.
        if j < n, t.kind(j) == .operator, angleDelta(t, j) > 0 {
            var depth = 0
            var k = j
            while k < n, k < j + 64 {
                if t.kind(k) == .operator { depth += angleDelta(t, k) }
                if t.kind(k) == .leftBrace || t.kind(k) == .rightBrace { return "" }
                k += 1
                if depth <= 0 { break }
            }
            guard depth <= 0 else { return "" }
            j = k
        }
        return j < n && t.kind(j) == .rightParen ? name : ""
    }

    private struct VariableHead {
        var typeName: String
        var hasType: Bool
        var initializerStart: Int32
    }

    /// `name: Type = initializer`: the annotated type and where the initializer begins.
    private static func parseVariableHead(_ t: TokenText, nameIndex: Int, count n: Int) -> VariableHead {
        var j = nameIndex + 1
        var typeName = ""
        var hasType = false
        if j < n, t.kind(j) == .colon {
            hasType = true
            typeName = typeBaseName(t, at: j + 1, count: n)
            if typeName.isEmpty { typeName = disposableArrayName(t, at: j + 1, count: n) }
            // Skip the type: names, dots, generic brackets, optionals, function types.
            var angle = 0
            var depth = 0
            j += 1
            let limit = min(n, j + 256)
            while j < limit {
                let k = t.kind(j)
                if k == .leftParen || k == .leftSquare { depth += 1 }
                else if k == .rightParen || k == .rightSquare { depth -= 1 }
                else if k == .operator { if t.isByte(j, UInt8(ascii: "=")) { break }; angle += angleDelta(t, j) }
                else if depth <= 0, angle <= 0, k == .equal || k == .leftBrace { break }
                else if depth <= 0, angle <= 0, t.startsLine(j) { break }
                j += 1
            }
            if j == limit, limit < n { t.noteLimit("a declared type longer than 256 tokens") }
        }
        if j < n, t.kind(j) == .equal {
            if typeName.isEmpty { typeName = initializerTypeName(t, at: j + 1, count: n) }
            if typeName.isEmpty { typeName = disposableArrayName(t, at: j + 1, count: n) }
            return VariableHead(typeName: typeName, hasType: hasType, initializerStart: Int32(j + 1))
        }
        return VariableHead(typeName: typeName, hasType: hasType, initializerStart: -1)
    }

    /// `[Disposable]` (as a type, or `[Disposable]()` as an initializer) → "[Disposable]": an
    /// array that keeps subscriptions, and disposes none of them by being released.
    static func disposableArrayName(_ t: TokenText, at j: Int, count n: Int) -> String {
        guard j + 2 < n, t.kind(j) == .leftSquare, t.kind(j + 2) == .rightSquare,
              t.equals(j + 1, "Disposable") || t.equals(j + 1, "Cancelable") else { return "" }
        return "[Disposable]"
    }

    /// `DisposeBag()` → "DisposeBag"; `PublishRelay<Int>()` → "PublishRelay";
    /// `Observable.just(1)` → "Observable"; `RxSwift.DisposeBag()` → "DisposeBag".
    static func initializerTypeName(_ t: TokenText, at start: Int, count n: Int) -> String {
        var j = start
        guard j < n, t.isName(j) else { return "" }
        var components: [Int] = [j]
        while j + 2 < n, t.kind(j + 1) == .period, t.isName(j + 2) {
            j += 2
            components.append(j)
        }
        // Pick the last capitalised component: the type, not the factory method.
        for c in components.reversed() {
            let b = t.bytes[Int(t.tokens[c].start)]
            if b >= UInt8(ascii: "A"), b <= UInt8(ascii: "Z") { return t.string(c) }
        }
        return ""
    }

    private static func hasStaticModifier(_ t: TokenText, before i: Int) -> Bool {
        declarationModifiers(t, before: i).isStatic
    }

    /// The modifiers that matter to the model among those before the declaring keyword at `i`.
    /// (`private(set)` sets only the setter's access: the name stays readable.)
    static func declarationModifiers(_ t: TokenText, before i: Int) -> (isStatic: Bool, isWeak: Bool, access: AccessLevel, isOutlet: Bool) {
        var modifiers = (isStatic: false, isWeak: false, access: AccessLevel.unspecified, isOutlet: false)
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 6 {
            // An attribute without arguments (`@IBOutlet`, `@objc`): an outlet is owned through
            // the view hierarchy its nib or storyboard loads, whatever its strength.
            if j >= 1, t.kind(j - 1) == .at, t.isName(j) {
                if t.equals(j, "IBOutlet") { modifiers.isOutlet = true }
                j -= 2
                steps += 1
                continue
            }
            switch t.keyword(j) {
            case .static, .class: modifiers.isStatic = true
            case .weak, .unowned: modifiers.isWeak = true
            case .private: modifiers.access = .private
            case .fileprivate: modifiers.access = .fileprivate
            case .public, .open: modifiers.access = .public
            case .internal, .final, .override, .lazy, .nonisolated, .dynamic, .mutating, .nonmutating, .convenience, .required, .optional:
                break
            default:
                // `private(set)`, `public(set)`: the setter's access only.
                if t.kind(j) == .rightParen, j >= 3, t.kind(j - 2) == .leftParen, t.equals(j - 1, "set"),
                   [Keyword.private, .fileprivate, .internal, .public, .open].contains(t.keyword(j - 3)) {
                    j -= 4
                    steps += 1
                    continue
                }
                // `unowned(unsafe)` / `unowned(safe)`.
                guard t.kind(j) == .rightParen, j >= 3, t.keyword(j - 3) == .unowned else { return modifiers }
                modifiers.isWeak = true
                j -= 3
            }
            j -= 1
            steps += 1
        }
        return modifiers
    }

    private static func lastPropertyName(_ properties: [PropertyDecl], _ locals: [LocalDecl]) -> String {
        properties.last?.name ?? locals.last?.name ?? ""
    }

    private static func markComputed(_ properties: inout [PropertyDecl], scopeParent: Int32, scopes: [Scope]) {
        guard !properties.isEmpty, scopes[Int(scopeParent)].kind == .typeBody else { return }
        properties[properties.count - 1].isComputed = true
    }

    /// Reads `{ [captures] params in` right after a closure's `{`.
    private static func parseClosureHead(_ t: TokenText, open: Int, scope: Int32, count n: Int) -> ClosureDecl {
        var closure = ClosureDecl(scope: scope, captures: [], parameters: [], inToken: -1, bodyStart: Int32(open + 1))
        var j = open + 1
        if j < n, t.kind(j) == .leftSquare {
            // A capture list only if its `]` is followed by a signature ending in `in`; match
            // the square bracket locally (the main pass has not reached it yet).
            var depth = 0
            var k = j
            let limit = min(n, j + 512)
            var sawBrace = false
            while k < limit {
                let kk = t.kind(k)
                if kk == .leftSquare || kk == .leftParen { depth += 1 }
                else if kk == .rightSquare || kk == .rightParen { depth -= 1; if depth == 0 { break } }
                else if kk == .leftBrace || kk == .rightBrace { sawBrace = true; k = limit; break }
                k += 1
            }
            if k == limit, !sawBrace, limit < n { t.noteLimit("a closure's capture list longer than 512 tokens") }
            if k < limit, t.kind(k) == .rightSquare, signatureEnd(t, from: k + 1, count: n) >= 0 {
                closure.captures = parseCaptureList(t, from: j + 1, to: k)
                j = k + 1
            }
        }
        let inIndex = signatureEnd(t, from: j, count: n)
        if inIndex >= 0 {
            closure.inToken = Int32(inIndex)
            closure.bodyStart = Int32(inIndex + 1)
            var k = j
            while k < inIndex {
                // `self` too: `{ (self, value) in … }` names the value a helper passes in.
                if t.isName(k), t.keyword(k) == .none || t.keyword(k) == .self, k + 1 <= inIndex {
                    // A parameter name: followed by `,`, `:`, `)`, `in` or `->`.
                    let nk = t.kind(k + 1)
                    if nk == .comma || nk == .colon || nk == .rightParen || nk == .arrow || k + 1 == inIndex {
                        if k == j || t.kind(k - 1) == .comma || t.kind(k - 1) == .leftParen || t.isName(k - 1) {
                            closure.parameters.append(t.string(k))
                        }
                    }
                }
                k += 1
            }
        }
        return closure
    }

    /// If the tokens from `start` form a closure signature, the index of its `in`; else -1.
    private static func signatureEnd(_ t: TokenText, from start: Int, count n: Int) -> Int {
        var j = start
        var depth = 0
        let limit = min(n, start + 128)
        while j < limit {
            let k = t.kind(j)
            let kw = t.keyword(j)
            if kw == .in, depth == 0 { return j }
            switch k {
            case .leftParen, .leftSquare: depth += 1
            case .rightParen, .rightSquare:
                depth -= 1
                if depth < 0 { return -1 }
                // `f(x).g`, `f(x)(y)`: a call's result used, which a signature never has (a
                // parenthesized parameter list is followed by `in`, `->`, `throws` or `async`).
                if depth == 0, j + 1 < n, t.kind(j + 1) == .period || t.kind(j + 1) == .leftParen { return -1 }
            case .identifier, .backtickIdentifier:
                if kw != .none, kw != .throws, kw != .async, kw != .rethrows, kw != .inout, kw != .some, kw != .any, kw != .Self, kw != .self {
                    if depth == 0 { return -1 }
                }
                // `expect(…)`: a call, the first statement of a closure without `in`. In a
                // signature a name is followed by `(` only as an attribute (`@Sendable (x) in`).
                if depth == 0, kw == .none, j + 1 < n, t.kind(j + 1) == .leftParen, j == start || t.kind(j - 1) != .at { return -1 }
            case .comma, .colon, .arrow, .period, .at, .operator, .integerLiteral: break
            case .equal: if depth == 0 { return -1 }
            default: return -1
            }
            j += 1
        }
        if limit < n { t.noteLimit("a closure's signature longer than 128 tokens") }
        return -1
    }

    private static func parseCaptureList(_ t: TokenText, from start: Int, to end: Int) -> [CaptureEntry] {
        var entries: [CaptureEntry] = []
        var j = start
        while j < end {
            let first = j
            var strength = CaptureStrength.strong
            if t.keyword(j) == .weak { strength = .weak; j += 1 }
            else if t.keyword(j) == .unowned {
                strength = .unowned
                j += 1
                if j < end, t.kind(j) == .leftParen { j += 3 } // unowned(safe|unsafe)
            }
            guard j < end else { break }
            let name = t.isName(j) ? t.string(j) : ""
            var capturesSelf = t.keyword(j) == .self
            var k = j + 1
            if k < end, t.kind(k) == .equal {
                // `name = expr`: captures the value of expr; `self` only if expr is exactly self.
                capturesSelf = k + 1 < end && t.keyword(k + 1) == .self && (k + 2 >= end || t.kind(k + 2) == .comma)
                k += 1
            }
            while k < end, t.kind(k) != .comma { k += 1 }
            entries.append(CaptureEntry(strength: strength, name: name, capturesSelf: capturesSelf, token: Int32(first)))
            j = k + 1
        }
        return entries
    }
}

extension FileStructureParts {
    /// Fills `initializerEnd` for properties and locals: the initializer runs until a line
    /// break that does not continue the expression, at the initializer's own nesting level.
    mutating func resolveInitializerEnds() {
        // Read through locals: calling a method of `self` while writing its arrays would copy
        // the whole structure for each call.
        let tokens = self.tokens
        let match = self.match
        for p in properties.indices where properties[p].initializerStart >= 0 {
            properties[p].initializerEnd = Self.expressionEnd(from: Int(properties[p].initializerStart), tokens, match)
        }
        for l in locals.indices where locals[l].initializerStart >= 0 {
            locals[l].initializerEnd = Self.expressionEnd(from: Int(locals[l].initializerStart), tokens, match)
        }
    }

    static func expressionEnd(from start: Int, _ tokens: [Token], _ match: [Int32]) -> Int32 {
        var j = start
        let n = tokens.count
        while j < n {
            let k = tokens[j].kind
            if j > start, tokens[j].flags.contains(.newlineBefore), k != .period, k != .operator, tokens[j - 1].kind != .operator, tokens[j - 1].kind != .equal, tokens[j - 1].kind != .comma, k != .leftBrace {
                break
            }
            if k == .rightBrace || k == .rightParen || k == .rightSquare || k == .semicolon || k == .comma || k == .interpolationEnd { break }
            if (k == .leftParen || k == .leftBrace || k == .leftSquare || k == .interpolationStart), match[j] > j {
                j = Int(match[j]) + 1
                continue
            }
            j += 1
        }
        return Int32(j)
    }
}
