#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `bind(to: self.relay)` holds the relay, not `self` (declarative binding, reference 003).
private final class SignUpViewModel {
    let disposeBag = DisposeBag()
    let password = PublishRelay<String>()
    let isPasswordValid = BehaviorRelay(value: false)

    init() {
        password
            .map { $0.count >= 8 }
            .bind(to: self.isPasswordValid)
            .disposed(by: disposeBag)
    }
}

enum BindToSelfRelay: AgreementScenario {
    static func makeOwner() -> AnyObject { SignUpViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! SignUpViewModel).password.accept("correct horse") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SignUpViewModel).isPasswordValid.value ? 1 : 0 }
}
