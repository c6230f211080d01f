/// The opening line of an Objective-C container, read from the bytes after its keyword:
/// `Name`, a category's `(Name)`, `: Super`, and for an interface `<Protocol, …>`. The proof of
/// fixes leaves out the implementations and interfaces whose text holds nothing but what it
/// knows, and reads their opening lines with this one reader.
enum ObjCOpeningLine {
    /// Where the line that starts at `start` (just after `@interface` or `@implementation`) ends,
    /// reading no further than `limit`; nil when the text there is no such line. A name is the
    /// reference libclang lists where it starts (`reference` gives that reference's end) or a
    /// plain identifier; comments and blanks may stand between the parts.
    static func end(_ text: [UInt8], from start: Int, limit: Int, protocols: Bool, reference: (Int) -> Int?) -> Int? {
        var i = start
        func blanks() {
            while i < limit {
                if let after = ObjCUntouchedStatements.fillerEnd(text, from: i, upTo: limit, braces: false), after > i { i = after } else { return }
            }
        }
        func name() -> Bool {
            if let end = reference(i) {
                i = end
                return true
            }
            let first = i
            while i < limit, ObjCTextScan.isNameByte(text[i]) { i += 1 }
            return i > first
        }
        blanks()
        guard name() else { return nil }
        blanks()
        if i < limit, text[i] == UInt8(ascii: "(") {
            i += 1
            blanks()
            _ = name()
            blanks()
            guard i < limit, text[i] == UInt8(ascii: ")") else { return nil }
            i += 1
            blanks()
        }
        if i < limit, text[i] == UInt8(ascii: ":") {
            i += 1
            blanks()
            guard name() else { return nil }
            blanks()
        }
        if protocols, i < limit, text[i] == UInt8(ascii: "<") {
            i += 1
            while true {
                blanks()
                guard name() else { return nil }
                blanks()
                guard i < limit else { return nil }
                if text[i] == UInt8(ascii: ",") { i += 1; continue }
                guard text[i] == UInt8(ascii: ">") else { return nil }
                i += 1
                break
            }
        }
        return i
    }
}
