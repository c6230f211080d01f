#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// A request the project wraps in its own `extension Reactive`, then passes through an operator
/// it adds to `ObservableType` whose body only maps self: the chain ends with the request's
/// answer, so the discarded subscription lives until then and no longer.
private final class AccountClient: ReactiveCompatible {
    let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }
}

fileprivate extension Reactive where Base: AccountClient {
    func fetch(_ path: String) -> Single<String> {
        Single.just("grace").delay(.seconds(2), scheduler: base.scheduler)
    }

    func fetchAPI(_ path: String) -> Observable<String> {
        return self.fetch(path).asObservable()
    }
}

fileprivate extension ObservableType where Element == String {
    func mapGreeting() -> Observable<String> {
        return map { "hello, " + $0 }
    }
}

private final class GreetingViewModel {
    private(set) var title = ""

    init(client: AccountClient) {
        _ = client.rx.fetchAPI("/me").mapGreeting().subscribe(onNext: { [weak self] text in // expect: discarded_subscription transient
            self?.title = text
        })
    }
}

enum DiscardedReactiveWrapperRequest: AgreementScenario {
    static func makeOwner() -> AnyObject { GreetingViewModel(client: AccountClient(scheduler: ScenarioClock.scheduler)) }
}
