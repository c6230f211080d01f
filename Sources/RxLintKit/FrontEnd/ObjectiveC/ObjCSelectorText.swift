/// Reads a message's selector from its source text, for messages the parse could not resolve.
enum ObjCSelectorText {
    /// The selector of the message expression `bytes[start..<end]` (`[receiver a:x b:y]` →
    /// `a:b:`, `[receiver name]` → `name`): the names followed by `:` outside nested brackets,
    /// parentheses, braces, strings and comments; else the last name, for a unary message.
    /// "" when the text is not a message.
    static func selector(in bytes: [UInt8], from start: Int, to end: Int) -> String {
        guard start >= 0, end <= bytes.count, end - start >= 3, bytes[start] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else { return "" }
        var parts: [String] = []
        var lastName = ""
        var depth = 0
        var i = start + 1
        var sawReceiver = false
        while i < end - 1 {
            let b = bytes[i]
            // Inside the brackets: the closing `]` is no part of a comment or literal.
            if let skipped = bytes.withUnsafeBufferPointer({ ObjCSkippedText.skip($0, at: i, end: end - 1) }) {
                i = skipped.end
                if skipped.kind == .literal { sawReceiver = true }
                continue
            }
            if b == UInt8(ascii: "[") || b == UInt8(ascii: "(") || b == UInt8(ascii: "{") { depth += 1; i += 1; sawReceiver = true; continue }
            if b == UInt8(ascii: "]") || b == UInt8(ascii: ")") || b == UInt8(ascii: "}") { depth -= 1; i += 1; continue }
            if depth == 0, isNameStart(b) {
                let nameStart = i
                while i < end - 1, isNameByte(bytes[i]) { i += 1 }
                let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
                var j = i
                while j < end - 1, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
                // The first name is the receiver (`[self a]`), unless it is already a part (`[[x y] a:b]`).
                if sawReceiver, j < end - 1, bytes[j] == UInt8(ascii: ":") {
                    parts.append(name + ":")
                    i = j + 1
                } else if sawReceiver, parts.isEmpty {
                    lastName = name
                }
                sawReceiver = true
                continue
            }
            if depth == 0, b == UInt8(ascii: ":"), sawReceiver, !parts.isEmpty {
                // An unnamed part (`[x a:1 :2]`).
                parts.append(":")
            }
            i += 1
        }
        return parts.isEmpty ? lastName : parts.joined()
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        isNameStart(b) || (b >= 0x30 && b <= 0x39)
    }
}
