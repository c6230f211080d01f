#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded subscription through `startWith` on a relay owned by `self`. `startWith` makes
/// no sink of its own (it hands the observer straight to the relay), so, as with a direct
/// subscription, the relay alone holds the observer and both go with the owner.
private final class BadgeViewModel {
    let badgeCount = PublishRelay<Int>()
    private(set) var shown: [Int] = []

    init() {
        _ = badgeCount.startWith(0).subscribe(onNext: { [weak self] in
            self?.shown.append($0)
        })
    }
}

enum DiscardedStartWithRelay: AgreementScenario {
    static func makeOwner() -> AnyObject { BadgeViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! BadgeViewModel).badgeCount.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! BadgeViewModel).shown.count - 1 }
}
