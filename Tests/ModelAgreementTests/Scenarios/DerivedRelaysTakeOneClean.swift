#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A computed property combines two streams derived from relays that replay their value
/// (`map`, `distinctUntilChanged` pass the first element on); `take(1)` of it gets that
/// element during subscribe and ends there, so the strong `self` is let go at once.
private final class LoginForm {
    let disposeBag = DisposeBag()
    let username = BehaviorRelay<String>(value: "ada")
    let password = BehaviorRelay<String>(value: "secret")
    private(set) var submitted = 0

    private var isUsernameValid: Observable<Bool> {
        username.map { $0.count >= 2 }.distinctUntilChanged()
    }

    private var isFormValid: Observable<Bool> {
        Observable.combineLatest(isUsernameValid, password.map { !$0.isEmpty }) { $0 && $1 }
    }

    func submit() {
        isFormValid.take(1)
            .subscribe(onNext: { valid in
                if valid { self.submitted += 1 }
            })
            .disposed(by: disposeBag)
    }
}

enum DerivedRelaysTakeOneClean: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let form = LoginForm()
        form.submit()
        return form
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LoginForm).submitted }
}
