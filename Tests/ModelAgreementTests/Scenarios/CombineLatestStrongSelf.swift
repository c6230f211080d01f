#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `combineLatest` of two relays owned by `self`, strong `self` in the handler.
private final class RegistrationViewModel {
    let disposeBag = DisposeBag()
    let email = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    private(set) var canSubmit = false

    init() {
        Observable.combineLatest(email, password) { !$0.isEmpty && $1.count >= 8 }
            .subscribe(onNext: { self.canSubmit = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum CombineLatestStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { RegistrationViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! RegistrationViewModel).email.accept("a@b.c") }
}
