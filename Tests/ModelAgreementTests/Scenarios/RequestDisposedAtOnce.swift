#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A request whose subscription is disposed right after it is made: the request is
/// cancelled, and its answer, due three seconds later, never arrives.
private final class TokenStore {
    private let scheduler: SchedulerType
    private(set) var refreshed = 0

    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func refreshToken() -> Single<Int> { Single.just(1).delay(.seconds(3), scheduler: scheduler) }

    func refresh() {
        refreshToken().subscribe(onSuccess: { [weak self] _ in self?.refreshed += 1 }).dispose() // expect: local_dispose_bag disposed-immediately
    }
}

enum RequestDisposedAtOnce: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let store = TokenStore(scheduler: ScenarioClock.scheduler)
        store.refresh()
        return store
    }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 10) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TokenStore).refreshed }
}
