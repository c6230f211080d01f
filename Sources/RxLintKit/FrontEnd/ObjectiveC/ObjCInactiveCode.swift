/// ReactiveObjC code in `#if` branches the parse left out: without the project's build
/// settings (a compilation database, or `objc_defines` in `.lintrc`) a branch for a
/// configuration the stub does not define is never analysed, and the run says so.
public struct ObjCInactiveCode: Sendable, Equatable {
    /// The lines (not blank, not directives) of the inactive branches that name something of
    /// ReactiveObjC (`subscribe…`, `RAC…`, `rac_…`).
    public var lines = 0
    /// The macros the conditions of those branches test, sorted.
    public var macros: [String] = []

    public init(lines: Int = 0, macros: [String] = []) {
        self.lines = lines
        self.macros = macros
    }

    /// The inactive branches of `bytes` (`ranges`, as libclang's skipped ranges give them:
    /// from the directive that opens the branch to the one that closes it). A branch whose
    /// condition names no macro (`#if 0`) is code set aside, not a configuration: not counted.
    static func measure(_ bytes: [UInt8], ranges: [Range<Int32>]) -> ObjCInactiveCode {
        var result = ObjCInactiveCode()
        var macros = Set<String>()
        for range in ranges {
            let start = max(0, Int(range.lowerBound)), end = min(bytes.count, Int(range.upperBound))
            guard start < end else { continue }
            let names = conditionMacros(bytes, directiveAt: start)
            guard !names.isEmpty else { continue }
            var lines = 0
            var rx = false
            var lineStart = start
            while lineStart < end {
                var lineEnd = lineStart
                while lineEnd < end, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                if !isDirective(bytes, lineStart, lineEnd), !isBlank(bytes, lineStart, lineEnd) {
                    lines += 1
                    if !rx, namesReactiveObjC(bytes, lineStart, lineEnd) { rx = true }
                }
                lineStart = lineEnd + 1
            }
            guard rx else { continue }
            result.lines += lines
            macros.formUnion(names)
        }
        result.macros = macros.sorted()
        return result
    }

    /// The macros the condition tests of the directive at `offset` (`#ifdef X`, `#if X && Y`,
    /// `#elif defined(X)`); for `#else`, those of the `#if` it belongs to.
    static func conditionMacros(_ bytes: [UInt8], directiveAt offset: Int) -> [String] {
        guard let (word, rest) = directive(bytes, lineStart: offset) else { return [] }
        switch word {
        case "if", "ifdef", "ifndef", "elif", "elifdef", "elifndef":
            return identifiers(bytes, rest)
        case "else":
            // Back to the `#if` at the same depth.
            var depth = 0
            var lineEnd = offset
            while lineEnd > 0 {
                var lineStart = lineEnd - 1
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                if let (previous, condition) = directive(bytes, lineStart: lineStart) {
                    if previous == "endif" { depth += 1 }
                    if previous.hasPrefix("if") {
                        if depth == 0 { return identifiers(bytes, condition) }
                        depth -= 1
                    }
                }
                lineEnd = lineStart
            }
            return []
        default:
            return []
        }
    }

    /// The directive word on the line starting at `lineStart`, and the range of the rest of it.
    private static func directive(_ bytes: [UInt8], lineStart: Int) -> (String, Range<Int>)? {
        var i = lineStart
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "#") else { return nil }
        i += 1
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        let wordStart = i
        while i < bytes.count, isIdentifierByte(bytes[i]) { i += 1 }
        var end = i
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return (String(decoding: bytes[wordStart..<i], as: UTF8.self), i..<end)
    }

    private static func isBlank(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    private static func isDirective(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i < end && bytes[i] == UInt8(ascii: "#")
    }

    /// Identifiers of a condition, without `defined` and the preprocessor's own queries, up
    /// to a comment.
    private static func identifiers(_ bytes: [UInt8], _ range: Range<Int>) -> [String] {
        var result: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < range.upperBound, bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*") { break }
            guard isIdentifierByte(bytes[i]), !(bytes[i] >= 0x30 && bytes[i] <= 0x39) else {
                i += 1
                // Skip the rest of a number (`0x1F`, `10L`).
                if bytes[i - 1] >= 0x30 && bytes[i - 1] <= 0x39 { while i < range.upperBound, isIdentifierByte(bytes[i]) { i += 1 } }
                continue
            }
            let start = i
            while i < range.upperBound, isIdentifierByte(bytes[i]) { i += 1 }
            let name = String(decoding: bytes[start..<i], as: UTF8.self)
            if !["defined", "__has_include", "__has_include_next", "__has_feature", "__has_attribute", "__has_builtin",
                 "__has_extension", "__has_warning"].contains(name) {
                result.append(name)
            }
        }
        return result
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    private static func namesReactiveObjC(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        bytes[start..<end].withUnsafeBufferPointer(ObjCAnalyzer.namesReactiveObjC)
    }

    /// The run's one line about them, or nil when no file had any.
    public static func note(_ perFile: [ObjCInactiveCode]) -> String? {
        let files = perFile.filter { $0.lines > 0 }
        guard !files.isEmpty else { return nil }
        let lines = files.reduce(0) { $0 + $1.lines }
        let macros = Set(files.flatMap(\.macros)).sorted()
        let shown = macros.prefix(12).joined(separator: ", ") + (macros.count > 12 ? ", …" : "")
        return "inactive #if branches using ReactiveObjC were not analysed: \(lines) line\(lines == 1 ? "" : "s") in "
            + "\(files.count) Objective-C file\(files.count == 1 ? "" : "s") (macros: \(shown)); to analyse a configuration, "
            + "name its macros under objc_defines in .lintrc"
    }
}
