#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded one-shot `timer` that hides a toast: alive until it fires, then released.
private final class ToastPresenter {
    private(set) var isVisible = true

    init(scheduler: SchedulerType) {
        _ = Observable<Int>.timer(.seconds(3), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.isVisible = false }) // expect: discarded_subscription transient
    }
}

enum DiscardedOneShotTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { ToastPresenter(scheduler: ScenarioClock.scheduler) }
}
