/// The messages between a run and its Objective-C workers (`ObjCWorkerPool`, `ObjCWorker`):
/// a request is one file with what its parse needs, an answer is the file's `ObjCAnalyzer`
/// outcome: its sites and classes as facts (`ObjCSiteWire`), which the run's check pass judges. Both sides are the same build of rxlint, so the encoding is private to it: a
/// length-prefixed frame of little-endian integers and UTF-8 strings, with a leading version
/// that a mismatched pair (an old worker left running) fails on at once.
enum ObjCWire {
    static let version: UInt32 = 5

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
        w.strings(options.knowledge.subscriptionCalls.sorted())
        w.strings(options.knowledge.completingCalls.sorted())
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
        options.knowledge = ObjCTeamKnowledge(subscriptionCalls: Set(r.strings()), completingCalls: Set(r.strings()))
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
        w.int(outcome.inactive.lines)
        w.strings(outcome.inactive.macros)
        w.int(outcome.sites.count)
        for site in outcome.sites { ObjCSiteWire.write(site, &w) }
        w.int(outcome.classes.count)
        for facts in outcome.classes { ObjCSiteWire.write(facts, &w) }
        return w.framed()
    }

    static func decodeOutcome(_ payload: [UInt8]) -> ObjCAnalyzer.Outcome? {
        var r = Reader(payload)
        guard r.u32() == version else { return nil }
        var outcome = ObjCAnalyzer.Outcome()
        outcome.problem = r.optionalString()
        outcome.limitsReached = r.strings()
        outcome.inactive.lines = r.int()
        outcome.inactive.macros = r.strings()
        let count = r.int()
        guard r.ok, count >= 0, count <= payload.count else { return nil }
        outcome.sites.reserveCapacity(count)
        for _ in 0..<count {
            guard let site = ObjCSiteWire.read(&r), r.ok else { return nil }
            outcome.sites.append(site)
        }
        let classes = r.int()
        guard r.ok, classes >= 0, classes <= payload.count else { return nil }
        for _ in 0..<classes {
            guard let facts = ObjCSiteWire.readClassFacts(&r), r.ok else { return nil }
            outcome.classes.append(facts)
        }
        return r.ok ? outcome : nil
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
