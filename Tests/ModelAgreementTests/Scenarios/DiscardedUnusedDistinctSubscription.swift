#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An unused `subscribe` result (no `_ =`) through `distinctUntilChanged` on a relay.
private final class ConnectivityMonitor {
    let reachability = PublishRelay<Bool>()
    private(set) var changes = 0

    init() {
        reachability
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] _ in self?.changes += 1 }) // expect: discarded_subscription leak
    }
}

enum DiscardedUnusedDistinctSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { ConnectivityMonitor() }
    static func drive(_ owner: AnyObject) { (owner as! ConnectivityMonitor).reachability.accept(true) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ConnectivityMonitor).changes }
}
