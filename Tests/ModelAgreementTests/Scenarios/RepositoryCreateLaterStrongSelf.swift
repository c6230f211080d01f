#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A presenter → use case → repository → data source chain that ends in the project's own
/// `Observable.create`, answered from a callback (a request's response), combined through
/// `flatMap` with a synchronous local read: the subscription ends with the response, and the
/// strong `self` in the presenter's bag is a cycle only until then.
private final class RemoteTemperatureSource {
    func fetch() -> Observable<Int> {
        return Observable.create { observer in
            let response = Observable<Int>.timer(.seconds(2), scheduler: ScenarioClock.scheduler)
                .subscribe(onNext: { _ in
                    observer.onNext(21)
                    observer.onCompleted()
                })
            return Disposables.create { response.dispose() }
        }
    }
}

private final class CachedTemperatureSource {
    func read() -> Observable<Int> {
        return Observable.create { observer in
            observer.onNext(0)
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

private final class TemperatureRepository {
    private let cache = CachedTemperatureSource()
    private let remote = RemoteTemperatureSource()

    func temperature() -> Observable<Int> {
        return cache.read().flatMap { cached in
            cached > 0 ? Observable.just(cached) : self.remote.fetch()
        }
    }
}

private final class GetTemperatureUseCase {
    private let repository = TemperatureRepository()

    func execute() -> Observable<Int> {
        return repository.temperature()
    }
}

private final class WeatherPresenter {
    private let disposeBag = DisposeBag()
    private let useCase = GetTemperatureUseCase()
    private(set) var shown: Int?

    init() {
        useCase.execute()
            .subscribe(onNext: { self.shown = $0 }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum RepositoryCreateLaterStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { WeatherPresenter() }
}
