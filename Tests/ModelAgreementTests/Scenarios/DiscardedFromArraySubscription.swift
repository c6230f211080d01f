#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Filters cached items once; `from` completes synchronously.
private struct CachedItem {
    let id: Int
    let isStale: Bool
}

private final class CacheWarmer {
    private(set) var fresh: [Int] = []
    private let cache = [CachedItem(id: 1, isStale: false), CachedItem(id: 2, isStale: true)]

    init() {
        _ = Observable.from(cache)
            .filter { !$0.isStale }
            .subscribe(onNext: { self.fresh.append($0.id) }, onCompleted: { self.fresh.sort() })
    }
}

enum DiscardedFromArraySubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { CacheWarmer() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! CacheWarmer).fresh.count }
}
