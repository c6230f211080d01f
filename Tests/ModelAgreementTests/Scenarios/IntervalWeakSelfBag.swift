#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A periodic refresh in `self`'s bag with `[weak self]`: the bag stops it with the owner.
private final class DashboardViewModel {
    let disposeBag = DisposeBag()
    private(set) var refreshes = 0

    init(scheduler: SchedulerType) {
        Observable<Int>.interval(.seconds(30), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.refreshes += 1 })
            .disposed(by: disposeBag)
    }
}

enum IntervalWeakSelfBag: AgreementScenario {
    static func makeOwner() -> AnyObject { DashboardViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 30) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! DashboardViewModel).refreshes }
}
