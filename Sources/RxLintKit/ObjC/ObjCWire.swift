/// The messages between a run and its Objective-C workers (`ObjCWorkerPool`, `ObjCWorker`):
/// a request is one file with what its parse needs, an answer is the file's `ObjCAnalyzer`
/// outcome. Both sides are the same build of rxlint, so the encoding is private to it: a
/// length-prefixed frame of little-endian integers and UTF-8 strings, with a leading version
/// that a mismatched pair (an old worker left running) fails on at once.
enum ObjCWire {
    static let version: UInt32 = 2

    /// One file to analyse.
    struct Request {
        var file: SourceFile
        var options: ObjCOptions
        var budget: ObjCBudget
    }

    // MARK: Requests

    static func encode(_ request: Request) -> [UInt8] {
        var w = Writer()
        w.u32(version)
        w.f64(request.budget.seconds)
        w.int(request.budget.megabytes)
        let options = request.options
        w.string(request.file.path)
        w.strings(options.includePaths)
        w.strings(options.extraArguments)
        w.strings(options.prefixHeaders)
        w.optionalString(options.currentDirectory)
        w.bool(options.preparesFixes)
        // Of the compilation database, the file's own entry only.
        let entry = options.compileCommands.argumentsByFile[options.absolute(request.file.path)]
        w.bool(entry != nil)
        w.strings(entry ?? [])
        // Headers whose text is not the disk's (a staged run's index versions).
        w.int(options.replacedHeaders.count)
        for header in options.replacedHeaders {
            w.string(header.path)
            w.bytes(header.contents)
        }
        w.bytes(request.file.bytes)
        return w.framed()
    }

    static func decodeRequest(_ payload: [UInt8]) -> Request? {
        var r = Reader(payload)
        guard r.u32() == version else { return nil }
        let budget = ObjCBudget(seconds: r.f64(), megabytes: r.int())
        let path = r.string()
        var options = ObjCOptions()
        options.includePaths = r.strings()
        options.extraArguments = r.strings()
        options.prefixHeaders = r.strings()
        options.currentDirectory = r.optionalString()
        options.preparesFixes = r.bool()
        let hasEntry = r.bool()
        let entry = r.strings()
        if hasEntry { options.compileCommands = CompileCommands(argumentsByFile: [options.absolute(path): entry]) }
        let headers = r.int()
        guard r.ok, headers >= 0, headers <= payload.count else { return nil }
        for _ in 0..<headers {
            let header = r.string()
            options.replacedHeaders.append((header, r.bytes()))
        }
        let bytes = r.bytes()
        guard r.ok else { return nil }
        return Request(file: SourceFile(path: path, bytes: bytes), options: options, budget: budget)
    }

    // MARK: Answers

    static func encode(_ outcome: ObjCAnalyzer.Outcome) -> [UInt8] {
        var w = Writer()
        w.u32(version)
        w.optionalString(outcome.problem)
        w.strings(outcome.limitsReached)
        w.int(outcome.diagnostics.count)
        for d in outcome.diagnostics {
            w.string(d.rule)
            w.string(d.severity.rawValue)
            w.string(d.message)
            w.int(Int(d.start))
            w.int(Int(d.end))
            w.string(d.verdict.rawValue)
            w.strings(d.chain)
            w.optionalString(d.fix)
            w.int(Int(d.statementStart))
            w.int(Int(d.statementEnd))
            fixKind(d.fixKind, &w)
        }
        return w.framed()
    }

    static func decodeOutcome(_ payload: [UInt8]) -> ObjCAnalyzer.Outcome? {
        var r = Reader(payload)
        guard r.u32() == version else { return nil }
        var outcome = ObjCAnalyzer.Outcome()
        outcome.problem = r.optionalString()
        outcome.limitsReached = r.strings()
        let count = r.int()
        guard r.ok, count >= 0, count <= payload.count else { return nil }
        for _ in 0..<count {
            let rule = r.string()
            guard let severity = Severity(rawValue: r.string()) else { return nil }
            let message = r.string()
            let start = Int32(clamping: r.int()), end = Int32(clamping: r.int())
            guard let verdict = Verdict(rawValue: r.string()) else { return nil }
            var d = Diagnostic(rule: rule, severity: severity, message: message, start: start, end: end,
                               verdict: verdict, chain: r.strings(), fix: r.optionalString())
            d.statementStart = Int32(clamping: r.int())
            d.statementEnd = Int32(clamping: r.int())
            d.fixKind = fixKind(&r)
            guard r.ok else { return nil }
            outcome.diagnostics.append(d)
        }
        return r.ok ? outcome : nil
    }

    private static func fixKind(_ kind: FixKind?, _ w: inout Writer) {
        switch kind {
        case nil: w.u8(0)
        case .weakSelf?: w.u8(1)
        case .withOwner?: w.u8(2)
        case .methodReference(let label)?: w.u8(3); w.string(label)
        case .removeDirective?: w.u8(4)
        case .disposedBy(let bag)?: w.u8(5); w.string(bag)
        case .weakSelfReturning(let fallback)?: w.u8(7); w.string(fallback)
        case .withUnretained?: w.u8(8)
        case .moveToBag(let bag)?: w.u8(11); w.string(bag)
        case .disposedByNewBag?: w.u8(9)
        case .disposeInDeinit(let property, let isArray)?: w.u8(10); w.string(property); w.u8(isArray ? 1 : 0)
        case .prepared(let edit)?:
            w.u8(6)
            w.string(edit.description)
            w.int(edit.replacements.count)
            for r in edit.replacements {
                w.int(r.start)
                w.int(r.end)
                w.string(r.text)
                w.int(r.startLine)
                w.int(r.startColumn)
                w.int(r.endLine)
                w.int(r.endColumn)
            }
        }
    }

    private static func fixKind(_ r: inout Reader) -> FixKind? {
        switch r.u8() {
        case 1: return .weakSelf
        case 2: return .withOwner
        case 3: return .methodReference(argumentLabel: r.string())
        case 4: return .removeDirective
        case 5: return .disposedBy(r.string())
        case 7: return .weakSelfReturning(r.string())
        case 8: return .withUnretained
        case 11: return .moveToBag(r.string())
        case 9: return .disposedByNewBag
        case 10: return .disposeInDeinit(property: r.string(), isArray: r.u8() == 1)
        case 6:
            let description = r.string()
            let count = r.int()
            guard count >= 0, count < 1 << 24 else { r.fail(); return nil }
            var replacements: [TextReplacement] = []
            for _ in 0..<count {
                var t = TextReplacement(start: r.int(), end: r.int(), text: r.string())
                t.startLine = r.int()
                t.startColumn = r.int()
                t.endLine = r.int()
                t.endColumn = r.int()
                replacements.append(t)
            }
            return .prepared(FixEdit(description: description, replacements: replacements))
        default: return nil
        }
    }

    // MARK: Encoding

    /// The length of a frame's payload, read before the payload: 8 bytes, little-endian.
    static let headerSize = 8

    static func payloadLength(_ header: [UInt8]) -> Int {
        var value: UInt64 = 0
        for k in 0..<8 { value |= UInt64(header[k]) << (8 * UInt64(k)) }
        return Int(clamping: value)
    }

    struct Writer {
        private(set) var buffer: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0]

        mutating func u8(_ v: UInt8) { buffer.append(v) }
        mutating func u32(_ v: UInt32) { for k in 0..<4 { buffer.append(UInt8(truncatingIfNeeded: v >> (8 * UInt32(k)))) } }
        mutating func u64(_ v: UInt64) { for k in 0..<8 { buffer.append(UInt8(truncatingIfNeeded: v >> (8 * UInt64(k)))) } }
        mutating func int(_ v: Int) { u64(UInt64(bitPattern: Int64(v))) }
        mutating func f64(_ v: Double) { u64(v.bitPattern) }
        mutating func bool(_ v: Bool) { u8(v ? 1 : 0) }
        mutating func bytes(_ v: [UInt8]) { int(v.count); buffer += v }
        mutating func string(_ v: String) { bytes(Array(v.utf8)) }
        mutating func strings(_ v: [String]) { int(v.count); v.forEach { string($0) } }
        mutating func optionalString(_ v: String?) {
            bool(v != nil)
            if let v { string(v) }
        }

        /// The buffer with its payload's length in the first 8 bytes (written in place: the
        /// buffer of a large file is not copied).
        mutating func framed() -> [UInt8] {
            let length = UInt64(buffer.count - ObjCWire.headerSize)
            for k in 0..<8 { buffer[k] = UInt8(truncatingIfNeeded: length >> (8 * UInt64(k))) }
            return buffer
        }
    }

    /// Reads what `Writer` wrote; any read past the end (a damaged frame) makes `ok` false and
    /// returns zeros and empty values from then on.
    struct Reader {
        private let data: [UInt8]
        private var at = 0
        private(set) var ok = true

        init(_ data: [UInt8]) { self.data = data }

        mutating func fail() { ok = false }

        private mutating func take(_ n: Int) -> Range<Int>? {
            guard ok, n >= 0, n <= data.count - at else { ok = false; return nil }
            defer { at += n }
            return at..<(at + n)
        }

        mutating func u8() -> UInt8 { take(1).map { data[$0.lowerBound] } ?? 0 }
        mutating func u32() -> UInt32 {
            guard let r = take(4) else { return 0 }
            return r.reversed().reduce(0) { $0 << 8 | UInt32(data[$1]) }
        }
        mutating func u64() -> UInt64 {
            guard let r = take(8) else { return 0 }
            return r.reversed().reduce(0) { $0 << 8 | UInt64(data[$1]) }
        }
        mutating func int() -> Int { Int(truncatingIfNeeded: Int64(bitPattern: u64())) }
        mutating func f64() -> Double { Double(bitPattern: u64()) }
        mutating func bool() -> Bool { u8() != 0 }
        mutating func bytes() -> [UInt8] { take(int()).map { Array(data[$0]) } ?? [] }
        mutating func string() -> String { String(decoding: bytes(), as: UTF8.self) }
        mutating func strings() -> [String] {
            let n = int()
            guard ok, n >= 0, n <= data.count - at else { ok = false; return [] }
            return (0..<n).map { _ in string() }
        }
        mutating func optionalString() -> String? { bool() ? string() : nil }
    }
}
