#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An empty search result set completes immediately.
private final class SearchResultsViewModel {
    private(set) var isEmptyStateVisible = false

    init() {
        _ = Observable<String>.empty()
            .subscribe(onCompleted: { self.isEmptyStateVisible = true })
    }
}

enum DiscardedEmptySubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { SearchResultsViewModel() }
    /// The completion is the one event.
    static func received(_ owner: AnyObject) -> Int? { (owner as! SearchResultsViewModel).isEmptyStateVisible ? 1 : 0 }
}
