/// Growable storage for tokens without Array's per-append uniqueness and capacity checks,
/// which showed up in profiles of the lexer. `Token` is a trivial type, so growing is a plain
/// reallocation. The scanner owns the buffer alone and frees it once copied out.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }

    @inline(__always)
    subscript(index: Int) -> Token {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }

    /// Copies the tokens into an exactly sized array.
    func toArray() -> [Token] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    func deallocate() {
        base.deallocate()
    }
}
