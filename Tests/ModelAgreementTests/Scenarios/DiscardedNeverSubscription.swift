#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A placeholder feed that never emits: `never()` keeps no observer.
private final class PlaceholderFeedViewModel {
    private(set) var posts: [String] = []

    init() {
        _ = Observable<String>.never().subscribe(onNext: { self.posts.append($0) })
    }
}

enum DiscardedNeverSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { PlaceholderFeedViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PlaceholderFeedViewModel).posts.count }
    static var silentBecause: String? { "never() sends nothing" }
}
