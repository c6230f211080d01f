#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded `merge` of two relays: the merge sink holds itself.
private final class RefreshTriggers {
    let pullToRefresh = PublishRelay<Void>()
    let appForeground = PublishRelay<Void>()
}

private final class FeedViewModel {
    private let triggers = RefreshTriggers()
    private(set) var refreshes = 0

    init() {
        _ = Observable.merge(triggers.pullToRefresh.asObservable(), triggers.appForeground.asObservable())
            .subscribe(onNext: { [weak self] in self?.refreshes += 1 }) // expect: discarded_subscription leak
    }

    func pull() { triggers.pullToRefresh.accept(()) }
}

enum DiscardedMergeOfRelays: AgreementScenario {
    static func makeOwner() -> AnyObject { FeedViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! FeedViewModel).pull() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FeedViewModel).refreshes }
}
