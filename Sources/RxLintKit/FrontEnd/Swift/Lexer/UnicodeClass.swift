/// UTF-8 decoding and the Unicode ranges of the Swift grammar (identifier and operator
/// characters). Only bytes >= 0x80 come here, so ASCII code never pays for the lookups.
enum UnicodeClass {
    /// Decodes the scalar at `i`. Returns length 0 for a byte that does not start well-formed
    /// UTF-8 (stray continuation byte, overlong form, surrogate, past U+10FFFF, cut short).
    @inline(__always)
    static func decode(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> (scalar: UInt32, length: Int) {
        let b0 = p[i]
        if b0 < 0x80 { return (UInt32(b0), 1) }
        if b0 < 0xC2 { return (0, 0) }
        if b0 < 0xE0 {
            guard i + 1 < n, p[i + 1] & 0xC0 == 0x80 else { return (0, 0) }
            return (UInt32(b0 & 0x1F) << 6 | UInt32(p[i + 1] & 0x3F), 2)
        }
        if b0 < 0xF0 {
            guard i + 2 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80 else { return (0, 0) }
            let s = UInt32(b0 & 0x0F) << 12 | UInt32(p[i + 1] & 0x3F) << 6 | UInt32(p[i + 2] & 0x3F)
            if s < 0x800 || (s >= 0xD800 && s <= 0xDFFF) { return (0, 0) }
            return (s, 3)
        }
        if b0 < 0xF5 {
            guard i + 3 < n, p[i + 1] & 0xC0 == 0x80, p[i + 2] & 0xC0 == 0x80, p[i + 3] & 0xC0 == 0x80 else { return (0, 0) }
            let s = UInt32(b0 & 0x07) << 18 | UInt32(p[i + 1] & 0x3F) << 12 | UInt32(p[i + 2] & 0x3F) << 6 | UInt32(p[i + 3] & 0x3F)
            if s < 0x10000 || s > 0x10FFFF { return (0, 0) }
            return (s, 4)
        }
        return (0, 0)
    }

    /// Length of the well-formed scalar at `i`, or 0 when the bytes there are not UTF-8.
    @inline(__always)
    static func validLength(_ p: UnsafePointer<UInt8>, _ i: Int, _ n: Int) -> Int {
        decode(p, i, n).length
    }

    // The ranges below are the identifier and operator characters of the Swift grammar
    // ("Lexical Structure" in The Swift Programming Language), as closed intervals.

    private static let identifierRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF,
        0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE, 0x00C0...0x00D6,
        0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D,
        0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFFD,
        0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD,
        0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD,
        0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD,
        0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// Combining marks: they continue an identifier but cannot start one.
    private static let combiningRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static let operatorHeadRanges: [ClosedRange<UInt32>] = [
        0x00A1...0x00A7, 0x00A9...0x00A9, 0x00AB...0x00AC, 0x00AE...0x00AE,
        0x00B0...0x00B1, 0x00B6...0x00B6, 0x00BB...0x00BB, 0x00BF...0x00BF,
        0x00D7...0x00D7, 0x00F7...0x00F7, 0x2016...0x2017, 0x2020...0x2027,
        0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
        0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003,
        0x3008...0x3020, 0x3030...0x3030,
    ]

    /// Combining characters and variation selectors continue an operator.
    private static let operatorExtraRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F,
        0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ c: UInt32) -> Bool {
        // Binary search: the ranges are sorted and disjoint.
        var lo = 0
        var hi = ranges.count - 1
        while lo <= hi {
            let mid = (lo + hi) >> 1
            let r = ranges[mid]
            if c < r.lowerBound { hi = mid - 1 } else if c > r.upperBound { lo = mid + 1 } else { return true }
        }
        return false
    }

    static func isIdentifierHead(_ c: UInt32) -> Bool {
        contains(identifierRanges, c) && !contains(combiningRanges, c)
    }

    static func isIdentifierBody(_ c: UInt32) -> Bool {
        contains(identifierRanges, c) || contains(combiningRanges, c)
    }

    static func isOperatorHead(_ c: UInt32) -> Bool {
        contains(operatorHeadRanges, c)
    }

    static func isOperatorBody(_ c: UInt32) -> Bool {
        contains(operatorHeadRanges, c) || contains(operatorExtraRanges, c)
    }
}
