#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` on a one-shot `timer`: kept until the timer fires, then released.
private final class SplashViewModel {
    let disposeBag = DisposeBag()
    private(set) var didFinish = false

    init(scheduler: SchedulerType) {
        Observable<Int>.timer(.seconds(2), scheduler: scheduler)
            .subscribe(onNext: { _ in self.didFinish = true }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum StrongSelfOneShotTimerBag: AgreementScenario {
    static func makeOwner() -> AnyObject { SplashViewModel(scheduler: ScenarioClock.scheduler) }
}
