#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A method that takes its bag as a parameter, called with the object's own bag: the
/// subscription is kept by that bag, and its strong closure keeps the object, which keeps
/// the bag.
private final class ClockPresenter {
    let disposeBag = DisposeBag()
    private(set) var ticks = 0

    init(scheduler: SchedulerType) {
        bindClock(scheduler: scheduler, bag: disposeBag)
    }

    func bindClock(scheduler: SchedulerType, bag: DisposeBag) {
        Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { _ in
                self.ticks += 1 // expect: strong_self_capture leak
            })
            .disposed(by: bag)
    }
}

enum BagParameterTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { ClockPresenter(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 2) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ClockPresenter).ticks }
}
