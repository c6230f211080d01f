/// What an operator does to when its chain completes, decided once from its name, count and
/// first label when the chain is read: the model then switches on a byte instead of comparing
/// the name with every operator it knows, for every subscription.
public enum OperatorRole: UInt8, Sendable {
    /// No Producer of its own (`RxCatalog.transparentOperators`: `asObservable`, `share`, …).
    case transparent
    /// Ends after a number of elements: `take(n)`, `first()`, `takeFirst`.
    case takesElements
    /// Ends when a trigger fires: `take(until:)`, `takeUntil`.
    case takesUntil
    /// Ends once an element arrives: `take(while:)`, `element(at:)`, `single()`, `asSingle()`, …
    case awaitsElement
    case timeout
    /// Anything else.
    case other

    /// The role of operator token `i` given its count and first label, with whether it moves
    /// delivery later (`RxCatalog.asynchronousOperators`) and whether it drops elements; those
    /// two matter only for `.other`.
    static func of(_ t: TokenText, _ i: Int, count: Int?, firstLabel: String) -> (role: OperatorRole, asynchronous: Bool, filters: Bool) {
        guard let name = names.value(t, i) else { return (.other, false, false) }
        if name.contains(.transparent) { return (.transparent, false, false) }
        if name.contains(.take) {
            if count != nil { return (.takesElements, false, false) }
            if firstLabel == "until" { return (.takesUntil, false, false) }
            if firstLabel == "while" { return (.awaitsElement, false, false) }
        }
        if name.contains(.takesElements) { return (.takesElements, false, false) }
        if name.contains(.takesUntil) { return (.takesUntil, false, false) }
        if name.contains(.awaitsElement) { return (.awaitsElement, false, false) }
        if name.contains(.timeout) { return (.timeout, false, false) }
        return (.other, name.contains(.asynchronous), name.contains(.filters))
    }

    private struct Name: OptionSet, Sendable {
        let rawValue: UInt8
        static let transparent = Name(rawValue: 1)
        /// `take`, whose role depends on its argument.
        static let take = Name(rawValue: 2)
        static let takesElements = Name(rawValue: 4)
        static let takesUntil = Name(rawValue: 8)
        static let awaitsElement = Name(rawValue: 16)
        static let timeout = Name(rawValue: 32)
        static let asynchronous = Name(rawValue: 64)
        static let filters = Name(rawValue: 128)
    }

    private static let names: ByteKeyedTable<Name> = {
        var table: [String: Name] = ["take": .take, "timeout": .timeout]
        for name in RxCatalog.transparentOperators { table[name, default: []].insert(.transparent) }
        for name in ["first", "takeFirst"] { table[name, default: []].insert(.takesElements) }
        table["takeUntil", default: []].insert(.takesUntil)
        for name in ["takeWhile", "element", "elementAt", "single", "asSingle", "asMaybe", "asCompletable"] {
            table[name, default: []].insert(.awaitsElement)
        }
        for name in RxCatalog.asynchronousOperators { table[name, default: []].insert(.asynchronous) }
        // Operators that may drop the first element (what `take(1)` of a replaying source waits
        // for). `distinctUntilChanged` always passes the first one on.
        for name in ["filter", "compactMap", "skip", "skipWhile", "when"] { table[name, default: []].insert(.filters) }
        return ByteKeyedTable(table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }()
}
