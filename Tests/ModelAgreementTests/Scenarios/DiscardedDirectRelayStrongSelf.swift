#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded direct subscription to a relay owned by `self`, capturing `self`:
/// self -> relay -> observer -> closure -> self.
private final class CounterViewModel {
    let increment = PublishRelay<Void>()
    private(set) var count = 0

    init() {
        _ = increment.subscribe(onNext: {
            self.count += 1 // expect: strong_self_capture leak
        })
    }
}

enum DiscardedDirectRelayStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { CounterViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! CounterViewModel).increment.accept(()) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! CounterViewModel).count }
}
