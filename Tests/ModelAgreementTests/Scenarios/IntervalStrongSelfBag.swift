#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A periodic refresh in `self`'s bag with a strong `self`.
private final class DashboardViewModel {
    let disposeBag = DisposeBag()
    private(set) var refreshes = 0

    init(scheduler: SchedulerType) {
        Observable<Int>.interval(.seconds(30), scheduler: scheduler)
            .subscribe(onNext: { _ in self.refreshes += 1 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum IntervalStrongSelfBag: AgreementScenario {
    static func makeOwner() -> AnyObject { DashboardViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 30) }
}
