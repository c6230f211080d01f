#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `delay` on a relay with a strong `self` in `onNext`.
private final class TypingIndicatorViewModel {
    let disposeBag = DisposeBag()
    let typing = PublishRelay<Bool>()
    private(set) var isShown = false

    init(scheduler: SchedulerType) {
        typing
            .delay(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { self.isShown = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum DelayStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { TypingIndicatorViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) {
        (owner as! TypingIndicatorViewModel).typing.accept(true)
        ScenarioClock.advance(by: 1)
    }
}
