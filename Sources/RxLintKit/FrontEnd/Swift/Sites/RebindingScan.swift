/// The file's `self` tokens and its rebindings of self to strong locals, read once per file
/// before the capture analysis is built: it keeps them as constants, which its lookups then
/// read without an exclusivity check of the class's storage.
struct RebindingScan {
    /// Rebindings made directly inside each closure (not inside closures nested in it).
    var rebindings: [Int: [CaptureAnalysis.Rebinding]] = [:]
    /// Every alias name bound to self anywhere in the file (besides `self`).
    var aliasNames: Set<String> = []
    /// The `self` tokens of the file, in order.
    var selfTokens: [Int32] = []
    var steps = 0
    var limitsReached: [String] = []

    init(_ s: borrowing FileStructure, _ t: TokenText) {
        let n = s.tokens.count
        // Only the `self`, `let` and `var` tokens the structure pass noted.
        for position in s.selfAndBindings {
            let i = Int(position)
            steps &+= 1
            if t.keyword(i) == .self, t.kind(i) == .identifier { selfTokens.append(Int32(i)); continue }
            guard i + 1 < n else { continue }
            // `let NAME = self` or `let self` (Swift 5.7 shorthand) inside a closure.
            if t.keyword(i) == .let || t.keyword(i) == .var, t.isName(i + 1) {
                // `` `self` `` is `self` too (`guard let `self` = self`).
                let nameIsSelf = t.keyword(i + 1) == .self || t.kind(i + 1) == .backtickIdentifier && t.equals(i + 1, "`self`")
                var isRebinding = false
                // `let hour = self?.picker.hour` reads a member through self: no rebinding.
                if i + 3 < n, t.kind(i + 2) == .equal, t.keyword(i + 3) == .self,
                   i + 4 >= n || !(t.kind(i + 4) == .period || i + 5 < n && t.kind(i + 5) == .period && (t.equals(i + 4, "?") || t.equals(i + 4, "!"))) {
                    isRebinding = true
                } else if nameIsSelf, i + 2 < n, t.kind(i + 2) == .comma || t.keyword(i + 2) == .else || t.kind(i + 2) == .leftBrace {
                    isRebinding = true
                }
                let c = s.nearestClosure[Int(s.scopeOf[i])]
                if isRebinding, c >= 0 {
                    let closure = Int(s.scopes[Int(c)].item)
                    let name = t.string(i + 1)
                    var visible = s.scopeOf[i]
                    if isIfBinding(at: i, t) {
                        // `if let self = self { … }`: only the block sees the strong local.
                        var j = i + 2
                        while j < n, t.kind(j) != .leftBrace { j += 1 }
                        if j < n { visible = s.scopeOf[j] }
                    }
                    rebindings[closure, default: []].append(CaptureAnalysis.Rebinding(name: name, token: i, visibleScope: visible))
                    if !nameIsSelf { aliasNames.insert(name) }
                }
            }
        }
    }

    /// Whether the binding at `i` belongs to an `if` (not a `guard`) condition.
    private mutating func isIfBinding(at i: Int, _ t: TokenText) -> Bool {
        var j = i - 1
        var walked = 0
        defer { steps &+= walked }
        // A bound, not a nesting: it counts tokens of one condition before the binding, and
        // `let self = self` comes first or after a short clause or two in real conditions.
        while j >= 0, walked < 64 {
            let kw = t.keyword(j)
            if kw == .guard { return false }
            if kw == .if || kw == .while { return true }
            let k = t.kind(j)
            if k == .leftBrace || k == .rightBrace || k == .semicolon { return false }
            j -= 1
            walked += 1
        }
        let limit = "a condition of more than 64 tokens before `let self`"
        if j >= 0, !limitsReached.contains(limit) { limitsReached.append(limit) }
        return false
    }
}
