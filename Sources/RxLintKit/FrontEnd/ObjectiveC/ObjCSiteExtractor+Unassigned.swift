/// Properties nothing ever assigns. A property declared in a class extension of a `.m` file
/// (`@interface Controller ()`) is visible to that file alone: when no code of the file
/// assigns it (through its setter, its instance variable, key-value coding or a binding), no
/// nib connects it and no method of the file is its getter, it is nil for good, and a message
/// to nil subscribes nothing (`[self.searchField.rac_textSignal subscribeNext:…]` with
/// `searchField` never set).
extension ObjCSiteExtractor {
    /// Whether the chain's root `root` is read through such a property: its receivers (member
    /// bases, message receivers) reach one.
    func readsUnassignedProperty(_ root: Int) -> Bool {
        var n = unwrappedValue(root)
        var steps = 0
        while steps < 32 {
            steps += 1
            let node = syntax.nodes[n]
            if node.kind == .memberRefExpr {
                if node.referenced == .propertyDecl, node.referencedStart >= 0, isNeverAssigned(node.name, declaredAt: node.referencedStart) {
                    return true
                }
                guard let base = syntax.firstChild(of: n) else { return false }
                n = unwrappedValue(base)
            } else if node.kind == .messageExpr, let receiver = receiver(ofMessage: n) {
                n = unwrappedValue(receiver)
            } else {
                return false
            }
        }
        return false
    }

    /// `assignedNames(in:)` of the file's text, worked out once.
    var fileAssignedNames: Set<String> {
        if let known = memo.assignedNames { return known }
        work?.walk(bytes.count)
        let names = Self.assignedNames(in: bytes)
        memo.assignedNames = names
        return names
    }

    /// Whether the property `name`, declared in this file at `location`, is never set.
    private func isNeverAssigned(_ name: String, declaredAt location: Int32) -> Bool {
        // Declared in a class extension (`@interface Name ()`). A named `@interface` of the
        // file is often what a header would say, written here for brevity.
        guard isInClassExtension(location) else { return false }
        if fileAssignedNames.contains(name) { return false }
        // A getter method of the file gives it whatever it makes (a lazy getter).
        if memo.methodNames == nil {
            memo.methodNames = Set(syntax.nodes.lazy.filter { $0.kind == .instanceMethodDecl }.map(\.name))
        }
        if memo.methodNames?.contains(name) == true { return false }
        // An outlet is set by the nib that loads it: its declaration's line says `IBOutlet`.
        let end = min(bytes.count, Int(location))
        var lineStart = end
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        return !bytes.withUnsafeBufferPointer { ByteSearch.contains(UnsafeBufferPointer(rebasing: $0[lineStart..<end]), "IBOutlet") }
    }

    /// Whether the declaration at `location` is inside a class extension: the last
    /// `@interface` before it reads `@interface Name (` `)`, with no `@end` between them. (The
    /// parse keeps no interface declarations: their text decides.)
    private func isInClassExtension(_ location: Int32) -> Bool {
        if let known = memo.inClassExtension[location] { return known }
        let answer = bytes.withUnsafeBufferPointer { buffer -> Bool in
            let end = min(buffer.count, Int(location))
            let interface = Array("@interface".utf8), close = Array("@end".utf8)
            var k = end - interface.count
            while k >= 0 {
                if buffer[k] == UInt8(ascii: "@") {
                    if ByteSearch.hasPrefix(buffer, at: k, close) { return false }
                    if ByteSearch.hasPrefix(buffer, at: k, interface) { break }
                }
                k -= 1
            }
            guard k >= 0 else { return false }
            // `@interface`, blanks, a name, blanks, `(`, blanks, `)`.
            var i = k + interface.count
            func blanks() { while i < end, [0x20, 0x09, 0x0A, 0x0D].contains(buffer[i]) { i += 1 } }
            blanks()
            let nameStart = i
            while i < end, buffer[i] == 0x5F || (buffer[i] | 0x20) >= 0x61 && (buffer[i] | 0x20) <= 0x7A || buffer[i] >= 0x30 && buffer[i] <= 0x39 { i += 1 }
            guard i > nameStart else { return false }
            blanks()
            guard i < end, buffer[i] == UInt8(ascii: "(") else { return false }
            i += 1
            blanks()
            return i < end && buffer[i] == UInt8(ascii: ")")
        }
        memo.inClassExtension[location] = answer
        return answer
    }

    /// The names `text` may assign, over-approximated from its bytes (comments included): an
    /// identifier followed by `=` (not `==`), after `&` or `,` (an out parameter, `RAC(obj,
    /// name)`, `@keypath(obj, name)`), a setter `setName:` (as `name`), every name after
    /// `@synthesize` or `@dynamic`, and each component of a short string literal (`@"name"`,
    /// `@"view.name"`: key-value coding). An instance variable `_name` counts as `name`.
    static func assignedNames(in text: [UInt8]) -> Set<String> {
        // Read by bytes, in place: a name becomes a string only when it is kept (this reads
        // the whole file for every proof of fixes).
        text.withUnsafeBufferPointer { assignedNames(in: $0) }
    }

    private static func assignedNames(in text: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var names = Set<String>()
        func insert(_ from: Int, _ to: Int) {
            names.insert(String(decoding: UnsafeBufferPointer(rebasing: text[from..<to]), as: UTF8.self))
            if text[from] == UInt8(ascii: "_"), to - from > 1 {
                names.insert(String(decoding: UnsafeBufferPointer(rebasing: text[(from + 1)..<to]), as: UTF8.self))
            }
        }
        let isIdentifier = ObjCTextScan.isNameByte
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        func spells(_ from: Int, _ to: Int, _ word: StaticString) -> Bool {
            guard to - from == word.utf8CodeUnitCount else { return false }
            let p = word.utf8Start
            for k in 0..<(to - from) where text[from + k] != p[k] { return false }
            return true
        }
        let n = text.count
        var i = 0
        var declaring = false
        while i < n {
            let b = text[i]
            if b == UInt8(ascii: "\"") {
                // A string literal: its key path's components.
                var j = i + 1
                while j < n, text[j] != UInt8(ascii: "\""), text[j] != 0x0A {
                    if text[j] == UInt8(ascii: "\\") { j += 1 }
                    j += 1
                }
                let end = min(j, n)
                if end - i <= 200 {
                    // Each non-empty part between dots, when it is all name bytes.
                    var partStart = i + 1
                    var allName = true
                    for k in (i + 1)...end {
                        if k == end || text[k] == UInt8(ascii: ".") {
                            if k > partStart, allName { insert(partStart, k) }
                            partStart = k + 1
                            allName = true
                        } else if !isIdentifier(text[k]) {
                            allName = false
                        }
                    }
                }
                i = end + 1
                continue
            }
            if b == UInt8(ascii: ";") { declaring = false }
            guard isIdentifier(b), b < 0x30 || b > 0x39 else { i += 1; continue }
            var j = i
            while j < n, isIdentifier(text[j]) { j += 1 }
            var before = i - 1
            while before >= 0, isSpace(text[before]) { before -= 1 }
            var after = j
            while after < n, isSpace(text[after]) { after += 1 }
            if before >= 0, text[before] == UInt8(ascii: "@") {
                // `@synthesize a, b = _b;`, `@dynamic a;`: everything up to the `;`.
                if spells(i, j, "synthesize") || spells(i, j, "dynamic") { declaring = true }
            } else if declaring
                        || after < n && text[after] == UInt8(ascii: "=") && !(after + 1 < n && text[after + 1] == UInt8(ascii: "="))
                        || before >= 0 && (text[before] == UInt8(ascii: "&") || text[before] == UInt8(ascii: ",")) {
                insert(i, j)
            }
            // `setName:` sets `name`.
            if after < n, text[after] == UInt8(ascii: ":"), j - i > 3, text[i] == UInt8(ascii: "s"), text[i + 1] == UInt8(ascii: "e"),
               text[i + 2] == UInt8(ascii: "t"), text[i + 3] >= 0x41 && text[i + 3] <= 0x5A {
                names.insert(String(Unicode.Scalar(text[i + 3] + 0x20)) + String(decoding: UnsafeBufferPointer(rebasing: text[(i + 4)..<j]), as: UTF8.self))
            }
            i = j
        }
        return names
    }
}
