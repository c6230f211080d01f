/// For checks over many items: nil when every item passes, otherwise how many fail and the
/// first few of them, so that the failure names its offenders instead of saying "false".
public func offenders<C: Collection>(_ items: C, limit: Int = 3, describe: (C.Element) -> String = { "\($0)" },
                                     passing predicate: (C.Element) -> Bool) -> String? {
    var failing: [String] = []
    var count = 0
    for (index, item) in items.enumerated() where !predicate(item) {
        count += 1
        if failing.count < limit { failing.append("#\(index): \(describe(item))") }
    }
    guard count > 0 else { return nil }
    return "\(count) of \(items.count) fail; first: " + failing.joined(separator: "; ")
}
