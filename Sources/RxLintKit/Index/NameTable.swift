/// Names mapped to values, in insertion order. A type has a handful of properties and
/// methods: comparing a few short names costs less than hashing one, and the per-file tables
/// are built for every type of every file. A table that grows large gets a hash index so a
/// generated type with thousands of members stays linear to build.
public struct NameTable<Value: Sendable>: Sendable {
    public private(set) var names: [String] = []
    public private(set) var values: [Value] = []
    private var positions: [String: Int]?

    /// Past this size, lookups go through a hash index.
    private static var indexThreshold: Int { 24 }

    public init() {}

    /// Room for `n` entries, so a table filled one member at a time allocates once.
    public mutating func reserveCapacity(_ n: Int) {
        names.reserveCapacity(n)
        values.reserveCapacity(n)
    }

    public var isEmpty: Bool { names.isEmpty }
    public var count: Int { names.count }

    public func position(of name: String) -> Int? {
        if let positions { return positions[name] }
        // Lengths first: most names differ in length, and comparing two lengths is cheaper
        // than the call a string comparison makes.
        let count = name.utf8.count
        return names.firstIndex { $0.utf8.count == count && $0 == name }
    }

    public subscript(name: String) -> Value? {
        position(of: name).map { values[$0] }
    }

    /// Sets `name` to `value`, replacing an earlier value.
    public mutating func set(_ name: String, _ value: Value) {
        if let p = position(of: name) { values[p] = value } else { append(name, value) }
    }

    /// Changes the value of `name` in place, starting from `initial` when absent.
    public mutating func update(_ name: String, initial: Value, _ change: (inout Value) -> Void) {
        if let p = position(of: name) {
            change(&values[p])
        } else {
            var value = initial
            change(&value)
            append(name, value)
        }
    }

    private mutating func append(_ name: String, _ value: Value) {
        names.append(name)
        values.append(value)
        if positions != nil {
            positions?[name] = names.count - 1
        } else if names.count > NameTable.indexThreshold {
            var index: [String: Int] = [:]
            for (k, n) in names.enumerated() { index[n] = k }
            positions = index
        }
    }

    /// Name and value pairs in insertion order.
    public var entries: Zip2Sequence<[String], [Value]> { zip(names, values) }
}
