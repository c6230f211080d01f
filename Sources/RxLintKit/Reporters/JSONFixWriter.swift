/// Writes a finding's `fix` object of the JSON report byte for byte as `JSONEncoder` writes it
/// with the report's options (pretty, sorted keys, slashes unescaped), without building
/// Foundation's value tree: on a report with many edits, encoding them through `Codable` cost
/// as much as the rest of the report. `ReporterSchemaTests` compares the two on strings holding
/// every ASCII byte and multi-byte text.
enum JSONFixWriter {
    /// The lines of `"fix" : {…},` for a finding's object whose keys are indented by `indent`
    /// spaces, each line ending with a line break. The trailing comma is there because a key
    /// follows `fix` in sorted order in every finding (`line`).
    static func append(_ fix: JSONReporter.Fix, indent: Int, to out: inout [UInt8]) {
        let inner = indent + 2
        spaces(indent, &out)
        out += #""fix" : {"#.utf8
        out.append(0x0A)
        spaces(inner, &out)
        out += #""description" : "#.utf8
        string(fix.description, &out)
        out += ",\n".utf8
        spaces(inner, &out)
        out += #""replacements" : ["#.utf8
        out.append(0x0A)
        for (k, replacement) in fix.replacements.enumerated() {
            if k > 0 { out += ",\n".utf8 }
            appendReplacement(replacement, indent: inner + 2, to: &out)
        }
        // An empty array is `[`, a blank line, then `]`; a full one ends its last element's line.
        out.append(0x0A)
        spaces(inner, &out)
        out += "]\n".utf8
        spaces(indent, &out)
        out += "},\n".utf8
    }

    /// One replacement's object, its keys in sorted order, without a line break after `}`.
    private static func appendReplacement(_ r: JSONReporter.Replacement, indent: Int, to out: inout [UInt8]) {
        let inner = indent + 2
        spaces(indent, &out)
        out += "{\n".utf8
        integer("endColumn", r.endColumn, indent: inner, &out)
        integer("endLine", r.endLine, indent: inner, &out)
        integer("startColumn", r.startColumn, indent: inner, &out)
        integer("startLine", r.startLine, indent: inner, &out)
        spaces(inner, &out)
        out += #""text" : "#.utf8
        string(r.text, &out)
        out.append(0x0A)
        spaces(indent, &out)
        out.append(0x7D)
    }

    /// `"key" : n,` and a line break.
    private static func integer(_ key: StaticString, _ value: Int, indent: Int, _ out: inout [UInt8]) {
        spaces(indent, &out)
        out.append(0x22)
        out.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        out += #"" : "#.utf8
        decimal(value, &out)
        out += ",\n".utf8
    }

    /// `value` in decimal, as `String(value)` spells it, without making the string.
    private static func decimal(_ value: Int, _ out: inout [UInt8]) {
        if value < 0 { out.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            out.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]))
        }
    }

    private static func spaces(_ n: Int, _ out: inout [UInt8]) {
        // One copy of a run of spaces: a byte appended at a time paid its capacity check each.
        if n <= spaceRun.count {
            spaceRun.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<n])) }
        } else {
            out.append(contentsOf: repeatElement(0x20, count: n))
        }
    }

    private static let spaceRun = [UInt8](repeating: 0x20, count: 32)

    /// A JSON string as the encoder writes it: `"` and `\` escaped, the control bytes as
    /// `\b \f \n \r \t` or `\u00xx` (lower-case hex), everything else (`/`, non-ASCII) as is.
    static func string(_ s: String, _ out: inout [UInt8]) {
        out.append(0x22)
        var s = s
        s.withUTF8 { bytes in
            var mark = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark..<i]))
                mark = i + 1
                out.append(0x5C)
                switch byte {
                case 0x22, 0x5C: out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out += "u00".utf8
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0x0F))
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[mark...]))
        }
        out.append(0x22)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? value + UInt8(ascii: "0") : value - 10 + UInt8(ascii: "a")
    }
}
