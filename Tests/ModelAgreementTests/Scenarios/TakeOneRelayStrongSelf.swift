#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `take(1)` of a relay that never sends: the subscription, and the strong `self` its closure
/// holds, stay until an element comes, which here is never.
private final class OnboardingViewModel {
    let finished = PublishRelay<Void>()
    private let disposeBag = DisposeBag()
    private(set) var done = false

    init() {
        finished
            .take(1)
            .subscribe(onNext: { self.done = true }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum TakeOneRelayStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { OnboardingViewModel() }
}
