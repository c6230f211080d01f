/// The subjects a view controller's appearance event feeds:
/// `rx.viewWillAppear.map { _ in }.bind(to: viewModel.input.viewWillAppearEvent)`, or a
/// subscription to it whose closure sends to one (`drive(with: self) { owner, _ in
/// owner.viewModel.input.viewWillAppearEvent.onNext(()) }`). UIKit sends
/// the event once the controller's screen shows, as it does for every controller presented
/// (`RxCatalog.appearanceEvents`), so such a subject gets its first element then: a
/// `take(1)` of it ends. Noted by the last name of the bound target, salted apart among the
/// called names (`CalledNames`): a collision makes another subject look fed, which loses a
/// finding rather than inventing one.
enum AppearanceFeeds {
    /// The hashes (`hash(_:)`) of the targets this file binds an appearance event to, through
    /// operators that pass its first element on.
    static func scan(_ s: FileStructure, _ t: TokenText) -> [UInt32] {
        // Most files name no appearance event: one byte search instead of a walk of every
        // token (`self.rx.viewWillAppear`, `rx.viewDidLoad`; split over lines, it is not read).
        guard ByteSearch.contains(t.bytes, needle, rarest: needleRarest) else { return [] }
        var result: [UInt32] = []
        let count = t.tokens.count
        var j = 0
        while j + 3 < count {
            defer { j += 1 }
            // `.bind(to: target)`, `.emit(to: target)`, `.drive(target)`, or any subscription
            // whose closures send to a subject (`x.onNext(…)`, `relay.accept(…)`).
            guard t.kind(j) == .period, t.kind(j + 2) == .leftParen else { continue }
            let call = j + 1
            let labelled = (t.equals(call, "bind") || t.equals(call, "emit")) && j + 4 < count && t.equals(j + 3, "to") && t.kind(j + 4) == .colon
            guard labelled || t.equals(call, "drive") || t.equals(call, "subscribe") || t.equals(call, "bind") || t.equals(call, "emit") else { continue }
            let open = j + 2, close = Int(s.match[open])
            guard close > open, startsWithAppearanceEvent(before: j, s, t) else { continue }
            let first = labelled ? j + 5 : j + 3
            if close > first, isPath(from: first, to: close, t) {
                result.append(t.nameHash(close - 1) ^ salt)
                continue
            }
            // The closures: the arguments, and a trailing closure after them.
            var end = close
            if close + 1 < count, t.kind(close + 1) == .leftBrace, Int(s.match[close + 1]) > close + 1 { end = Int(s.match[close + 1]) }
            var k = open + 1
            while k + 3 < end {
                if t.kind(k + 1) == .period, t.isName(k), t.equals(k + 2, "onNext") || t.equals(k + 2, "accept"), t.kind(k + 3) == .leftParen {
                    result.append(t.nameHash(k) ^ salt)
                }
                k += 1
            }
        }
        return result
    }

    /// The hash a subject named `name` is noted under when an appearance event feeds it.
    static func hash(_ name: String) -> UInt32 {
        NameHash.of(name) ^ salt
    }

    private static let salt: UInt32 = 0x3C6E_F372
    private static let needle = Array("rx.view".utf8)
    private static let needleRarest = ByteSearch.rarestByteOffset(needle)

    /// Operators after the event that pass its first element on, as it comes or a little later.
    private static let passing: Set<String> = [
        "map", "mapTo", "mapToVoid", "toVoid", "asObservable", "asDriver", "asSignal", "asDriverOnErrorJustComplete",
        "asSignalOnErrorJustComplete", "do", "debug", "share", "observe", "observeOn", "take", "throttle", "debounce",
        "distinctUntilChanged", "startWith", "delay",
    ]

    /// Tokens [a, b) are a property path: names joined by periods (`viewModel.input.event`).
    private static func isPath(from a: Int, to b: Int, _ t: TokenText) -> Bool {
        guard t.isName(b - 1) || t.keyword(b - 1) == .self else { return false }
        var k = a
        while k < b {
            let name = t.isName(k) || t.keyword(k) == .self
            guard (k - a) % 2 == 0 ? name : t.kind(k) == .period else { return false }
            k += 1
        }
        return true
    }

    /// Whether the chain ending before token `j` (its `.` of the subscription) starts at
    /// `rx.<appearance event>` and passes through `passing` operators only.
    private static func startsWithAppearanceEvent(before j: Int, _ s: FileStructure, _ t: TokenText) -> Bool {
        var k = j - 1
        var steps = 0
        while k >= 0, steps < 64 {
            steps += 1
            let kind = t.kind(k)
            if kind == .rightParen || kind == .rightBrace || kind == .rightSquare {
                let open = Int(s.match[k])
                guard open >= 0, open < k else { return false }
                k = open - 1
                continue
            }
            guard t.isName(k) else { return false }
            if k >= 2, t.kind(k - 1) == .period, t.equals(k - 2, "rx") {
                return RxCatalog.appearanceEvents.contains(t.string(k))
            }
            guard passing.contains(t.string(k)), k >= 1, t.kind(k - 1) == .period else { return false }
            k -= 2
        }
        return false
    }
}
