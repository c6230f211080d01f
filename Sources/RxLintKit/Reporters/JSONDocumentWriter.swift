/// Writes a `JSONReporter.Document` with exactly the bytes `JSONEncoder` gives it (pretty
/// printed, sorted keys, slashes unescaped), straight into a byte buffer. The document's shape
/// is fixed, so its keys are written in their sorted order as literals: the encoder's boxing
/// of every value and sorting of every object's keys cost more than the rest of the report.
/// A test compares the two byte for byte, control characters and empty arrays included.
struct JSONDocumentWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The whole document, `JSONReporter.encode`'s trailing line break included. `findings`
    /// are the entries already written by `entries(_:)`, in order, one run per slice.
    mutating func document(_ doc: JSONReporter.Document, findings: [[UInt8]]) {
        literal("{\n  \"findings\" : [\n")
        if findings.isEmpty {
            // The encoder writes an empty array as a blank line between its brackets.
            literal("\n")
        } else {
            for (k, run) in findings.enumerated() {
                if k > 0 { literal(",\n") }
                bytes += run
            }
            literal("\n")
        }
        literal("  ],\n  \"summary\" : {\n    \"errors\" : ")
        integer(doc.summary.errors)
        literal(",\n    \"files\" : ")
        integer(doc.summary.files)
        literal(",\n    \"infos\" : ")
        integer(doc.summary.infos)
        literal(",\n    \"warnings\" : ")
        integer(doc.summary.warnings)
        literal("\n  },\n  \"tool\" : {\n    \"name\" : ")
        string(doc.tool.name)
        literal(",\n    \"version\" : ")
        string(doc.tool.version)
        literal("\n  },\n  \"version\" : ")
        integer(doc.version)
        literal("\n}\n")
    }

    /// Entries as elements of the document's `findings` array, separated by `,\n`, without a
    /// line break after the last.
    mutating func entries(_ entries: ArraySlice<JSONReporter.Entry>) {
        for (k, e) in zip(entries.indices, entries) {
            if k > entries.startIndex { literal(",\n") }
            literal("    {\n      \"chain\" : [\n")
            if e.chain.isEmpty {
                literal("\n")
            } else {
                for (c, link) in e.chain.enumerated() {
                    literal(c == 0 ? "        " : ",\n        ")
                    string(link)
                }
                literal("\n")
            }
            literal("      ],\n      \"column\" : ")
            integer(e.column)
            literal(",\n      \"endColumn\" : ")
            integer(e.endColumn)
            literal(",\n      \"endLine\" : ")
            integer(e.endLine)
            literal(",\n      \"file\" : ")
            string(e.file)
            literal(",\n      \"line\" : ")
            integer(e.line)
            literal(",\n      \"message\" : ")
            string(e.message)
            literal(",\n      \"rule\" : ")
            string(e.rule)
            literal(",\n      \"severity\" : ")
            string(e.severity.rawValue)
            literal(",\n      \"verdict\" : ")
            string(e.verdict.rawValue)
            literal("\n    }")
        }
    }

    private mutating func literal(_ s: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: s.utf8Start, count: s.utf8CodeUnitCount))
    }

    private mutating func integer(_ n: Int) {
        if n < 0 {
            bytes.append(UInt8(ascii: "-"))
            // Int.min has no positive counterpart: its magnitude is written as unsigned.
            unsigned(UInt(bitPattern: 0 &- n))
        } else {
            unsigned(UInt(n))
        }
    }

    private mutating func unsigned(_ n: UInt) {
        // At most 20 digits, written backwards into a buffer on the stack.
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &buffer) { buf in
            var v = n
            var i = buf.count
            repeat {
                i -= 1
                buf[i] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            } while v > 0
            bytes.append(contentsOf: buf[i...])
        }
    }

    /// A quoted string: `"` and `\` escaped, the control characters the encoder names (`\b`,
    /// `\t`, `\n`, `\f`, `\r`) by name and the others as `\u00xx`; every other byte, `/` and
    /// non-ASCII included, as it is.
    private mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        if s.utf8.withContiguousStorageIfAvailable({ escaped($0) }) == nil {
            Array(s.utf8).withUnsafeBufferPointer { escaped($0) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var run = 0
        for (i, b) in utf8.enumerated() where b < 0x20 || b == UInt8(ascii: "\"") || b == UInt8(ascii: "\\") {
            // Bytes since the last escape go in one copy.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
            run = i + 1
            switch b {
            case UInt8(ascii: "\""): literal("\\\"")
            case UInt8(ascii: "\\"): literal("\\\\")
            case 0x08: literal("\\b")
            case 0x09: literal("\\t")
            case 0x0A: literal("\\n")
            case 0x0C: literal("\\f")
            case 0x0D: literal("\\r")
            default:
                literal("\\u00")
                bytes.append(JSONDocumentWriter.hexDigits[Int(b >> 4)])
                bytes.append(JSONDocumentWriter.hexDigits[Int(b & 0xF)])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
