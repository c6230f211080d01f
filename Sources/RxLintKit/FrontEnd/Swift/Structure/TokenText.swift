/// Byte-level access to token texts without building Strings on the hot path.
public struct TokenText {
    public let bytes: UnsafeBufferPointer<UInt8>
    public let tokens: UnsafeBufferPointer<Token>
    /// Where the structure pass notes the bounded reads that stopped at their bound.
    let limits: LimitLog?

    public init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>) {
        self.bytes = bytes
        self.tokens = tokens
        limits = nil
    }

    init(bytes: UnsafeBufferPointer<UInt8>, tokens: UnsafeBufferPointer<Token>, limits: LimitLog) {
        self.bytes = bytes
        self.tokens = tokens
        self.limits = limits
    }

    /// Notes that a bounded read stopped at its bound (`analysis_limit`), once per kind.
    func noteLimit(_ what: String) {
        limits?.note(what)
    }

    /// Whether token `i`'s text equals `s` (ASCII).
    @inline(__always)
    public func equals(_ i: Int, _ s: StaticString) -> Bool {
        let t = tokens[i]
        let n = Int(t.end - t.start)
        guard n == s.utf8CodeUnitCount else { return false }
        let p = s.utf8Start
        let start = Int(t.start)
        for k in 0..<n where bytes[start + k] != p[k] { return false }
        return true
    }

    /// Whether token `i`'s text equals the run-time string `s` (literals use the StaticString
    /// overload, which does not touch a String at all).
    public func equals(_ i: Int, name s: String) -> Bool {
        let t = tokens[i]
        let n = Int(t.end - t.start)
        var s = s
        return s.withUTF8 { u in
            guard u.count == n else { return false }
            let start = Int(t.start)
            for k in 0..<n where bytes[start + k] != u[k] { return false }
            return true
        }
    }

    /// Like `string(_:)`, but names that recur in every chain (`onNext`, `map`, `disposeBag`,
    /// `self`, …) come from a table instead of being decoded again for each use.
    public func name(_ i: Int) -> String {
        let tok = tokens[i]
        if tok.kind == .identifier, let string = CommonNames.table.value(bytes, from: Int(tok.start), count: Int(tok.end - tok.start)) {
            return string
        }
        return string(i)
    }
    /// Whether the tokens after `name` (at `i`) read `.dispose(` or `?.dispose(`, before `end`.
    public func isDisposeCall(after i: Int, end: Int) -> Bool {
        var k = i + 1
        if k < end, tokens[k].kind == .operator, isByte(k, UInt8(ascii: "?")) { k += 1 }
        return k + 2 < end && tokens[k].kind == .period && equals(k + 1, "dispose") && tokens[k + 2].kind == .leftParen
    }

    /// The text of token `i`, backticks removed from escaped identifiers.
    public func string(_ i: Int) -> String {
        let t = tokens[i]
        var s = Int(t.start)
        var e = Int(t.end)
        if t.kind == .backtickIdentifier, e - s >= 2 { s += 1; e -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<e]), as: UTF8.self)
    }

    /// The source text from the start of token `a` to the end of token `b`, inclusive.
    public func source(from a: Int, through b: Int) -> String {
        guard a <= b, a >= 0, b < tokens.count else { return "" }
        let s = Int(tokens[a].start)
        let e = Int(tokens[b].end)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[s..<e]), as: UTF8.self)
    }

    /// Whether token `i` is the single byte `c` (for one-character operators like `?` or `!`).
    @inline(__always)
    public func isByte(_ i: Int, _ c: UInt8) -> Bool {
        let t = tokens[i]
        return t.end - t.start == 1 && bytes[Int(t.start)] == c
    }

    @inline(__always) public func kind(_ i: Int) -> TokenKind { tokens[i].kind }
    @inline(__always) public func keyword(_ i: Int) -> Keyword { tokens[i].keyword }
    @inline(__always) public func startsLine(_ i: Int) -> Bool { tokens[i].flags.contains(.newlineBefore) }
    @inline(__always) public func spaced(_ i: Int) -> Bool { tokens[i].flags.contains(.spaceBefore) }

    /// An identifier-like name token (plain, backticked or keyword used as a name).
    @inline(__always)
    public func isName(_ i: Int) -> Bool {
        let k = tokens[i].kind
        return k == .identifier || k == .backtickIdentifier
    }

    /// Whether the expression at `k` makes a new object: a call (`Store()`, `Store<T>(…)`,
    /// `.init(value: 0)`, `Factory.make()`) or a closure called (`{ … }()`). A reference to an
    /// existing object (`Store.shared`, `other.store`, a parameter) does not.
    func constructs(at k: Int) -> Bool {
        let t = self
        let n = t.tokens.count
        var j = k
        // `.init(…)`, `.create(…)`: an implicit member of the property's type.
        if j < n, t.kind(j) == .period { j += 1 }
        guard j < n else { return false }
        if t.kind(j) == .leftBrace { return true }
        guard t.isName(j), t.keyword(j) == .none else { return false }
        while j + 2 < n, t.kind(j + 1) == .period, t.isName(j + 2) { j += 2 }
        guard j + 1 < n else { return false }
        return t.kind(j + 1) == .leftParen || t.kind(j + 1) == .operator && t.isByte(j + 1, UInt8(ascii: "<"))
    }

    /// Whether token `j` names a call the code makes on itself: `m(` or `self.m(`, not another
    /// object's `x.m(` and not a declaration `func m(`. A function of the file, or a method of
    /// the type whose code holds it, runs there.
    public func isOwnCall(_ j: Int) -> Bool {
        guard j + 1 < tokens.count, kind(j) == .identifier, kind(j + 1) == .leftParen else { return false }
        guard j > 0 else { return true }
        if kind(j - 1) == .period { return j >= 2 && keyword(j - 2) == .self }
        return keyword(j - 1) != .func
    }
}

/// The names `TokenText.name` hands out without decoding.
enum CommonNames {
    static let table = ByteKeyedTable([
        "self", "to", "with", "by", "period", "scheduler", "until", "onNext", "onError", "onCompleted", "onDisposed",
        "onSuccess", "onFailure", "subscribe", "bind", "drive", "emit", "disposed", "map", "filter", "flatMap",
        "flatMapLatest", "compactMap", "distinctUntilChanged", "debounce", "throttle", "observe", "withLatestFrom",
        "take", "skip", "share", "startWith", "asObservable", "asDriver", "catchAndReturn", "do", "disposeBag", "bag",
        "rx", "viewModel", "Observable", "Single", "Maybe", "Completable", "just", "of", "from", "empty", "never",
        "create", "interval", "timer", "merge", "combineLatest", "withUnretained", "first", "insert", "tap", "text",
        "value", "accept", "output", "input", "service", "api", "items", "state", "title", "replay",
    ].map { ($0, $0) })
}

/// The bounds a pass reached, each said once.
final class LimitLog {
    private(set) var reached: [String] = []

    func note(_ what: String) {
        if !reached.contains(what) { reached.append(what) }
    }
}

extension TokenText {
    /// The label callers write for parameter `k` of `f`: `label` of `label name: T`, the name
    /// of `name: T`, "" for `_ name: T`; nil where the declaration does not read so.
    func callLabel(ofParameter k: Int, of f: FunctionDecl) -> String? {
        guard k < f.parameterTypeTokens.count else { return nil }
        // `label name: Type` or `name: Type`: the colon is just before the type.
        let colon = Int(f.parameterTypeTokens[k]) - 1
        guard colon >= 2, kind(colon) == .colon, isName(colon - 1) else { return nil }
        // A label may be a keyword (`do classFunc: T`).
        guard isName(colon - 2) else { return string(colon - 1) }
        return equals(colon - 2, "_") ? "" : string(colon - 2)
    }
}
