/// Collects tokens into the array the lexer returns, in batches.
///
/// Appending to an Array one token at a time pays a uniqueness and capacity check per token,
/// which showed in profiles; filling a private buffer and copying it out at the end pays a
/// second pass over memory, which showed as page faults on large files. Staging a few hundred
/// tokens in a small buffer that stays in cache, then appending them to the array as a batch,
/// avoids both: one check per batch, and the array is written once.
struct TokenBuffer {
    private var array: [Token] = []
    private let staging: UnsafeMutablePointer<Token>
    private var staged = 0
    private static let batch = 256

    init(capacity: Int) {
        array.reserveCapacity(max(capacity, 16))
        staging = .allocate(capacity: Self.batch)
    }

    /// Tokens appended so far (staged ones included).
    var count: Int { array.count + staged }

    @inline(__always)
    mutating func append(_ token: Token) {
        if staged == Self.batch { flush() }
        (staging + staged).initialize(to: token)
        staged += 1
    }

    @inline(never)
    private mutating func flush() {
        array.append(contentsOf: UnsafeBufferPointer(start: staging, count: staged))
        staged = 0
    }

    /// Token `index`, wherever it currently lives. Indices must be below `count`.
    subscript(index: Int) -> Token {
        get { index < array.count ? array[index] : staging[index - array.count] }
        set {
            if index < array.count {
                array[index] = newValue
            } else {
                staging[index - array.count] = newValue
            }
        }
    }

    /// The tokens as an array; the buffer is spent afterwards.
    mutating func finish() -> [Token] {
        flush()
        staging.deallocate()
        let result = array
        array = []
        return result
    }
}
