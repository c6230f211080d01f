#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An explicit `[self]` capture list is a strong capture.
private final class TimerLabelViewModel {
    let disposeBag = DisposeBag()
    let seconds = PublishRelay<Int>()
    private(set) var text = ""

    init() {
        seconds
            .map { "\($0)s" }
            .subscribe(onNext: { [self] value in // expect: strong_self_capture leak
                text = value
            })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfCaptureList: AgreementScenario {
    static func makeOwner() -> AnyObject { TimerLabelViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! TimerLabelViewModel).seconds.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TimerLabelViewModel).text.isEmpty ? 0 : 1 }
}
