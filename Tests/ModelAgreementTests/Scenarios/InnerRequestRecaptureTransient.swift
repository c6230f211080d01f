#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[weak self]` in a `flatMap`, `guard let self`, then the request it returns captures the
/// strong `self` in its `do(onSuccess:)`: the inner subscription holds that closure, and self,
/// only until the request answers; the taps' relay never ends, but it does not hold the closure.
private final class PlaylistAPI {
    private let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func add(key: String) -> Single<Int> {
        Single.just(1).delay(.seconds(1), scheduler: scheduler)
    }
}

private final class PlaylistViewModel {
    let disposeBag = DisposeBag()
    let itemDidTap = PublishRelay<String>()
    private let api: PlaylistAPI
    private(set) var added = 0

    init(api: PlaylistAPI) {
        self.api = api
        itemDidTap
            .flatMap { [weak self] key -> Observable<Int> in
                guard let self = self else { return .empty() }
                return self.api.add(key: key)
                    .do(onSuccess: { _ in self.added += 1 }) // expect: strong_self_capture transient
                    .asObservable()
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

enum InnerRequestRecaptureTransient: AgreementScenario {
    static func makeOwner() -> AnyObject { PlaylistViewModel(api: PlaylistAPI(scheduler: ScenarioClock.scheduler)) }
    static func drive(_ owner: AnyObject) { (owner as! PlaylistViewModel).itemDidTap.accept("song") }
}
