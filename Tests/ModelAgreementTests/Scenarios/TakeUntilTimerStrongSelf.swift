#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `take(until:)` a timeout timer: the strong `self` is kept until the timeout fires.
private final class OTPViewModel {
    let disposeBag = DisposeBag()
    let codes = PublishRelay<String>()
    private(set) var entered: [String] = []

    init(scheduler: SchedulerType) {
        let timeout = Observable<Int>.timer(.seconds(60), scheduler: scheduler)
        codes
            .take(until: timeout)
            .subscribe(onNext: { self.entered.append($0) }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum TakeUntilTimerStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { OTPViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { (owner as! OTPViewModel).codes.accept("1234") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! OTPViewModel).entered.count }
}
