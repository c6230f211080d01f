/// Deterministic generator (SplitMix64): the same seed always yields the same corpus.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0 ..< bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    mutating func between(_ low: Int, _ high: Int) -> Int {
        low + below(high - low + 1)
    }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[below(items.count)]
    }
}

/// Accumulates one source file, tracking indentation and line count.
struct CodeWriter {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var indentLevel = 0

    init() { text.reserveCapacity(16_384) }

    mutating func line(_ s: String = "") {
        if !s.isEmpty {
            for _ in 0..<indentLevel { text += "    " }
            text += s
        }
        text += "\n"
        lineCount += 1
    }

    /// Writes `opening`, runs `body` one level deeper, then writes `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        indentLevel += 1
        body(&self)
        indentLevel -= 1
        line(closing)
    }

    mutating func indent() { indentLevel += 1 }
    mutating func dedent() { indentLevel = max(0, indentLevel - 1) }
}
