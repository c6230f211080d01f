#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `withLatestFrom` without `self` in the selector; the result is bound to a relay of `self`.
private final class LoginViewModel {
    let disposeBag = DisposeBag()
    let loginTap = PublishRelay<Void>()
    let username = BehaviorRelay(value: "ada")
    let submitted = PublishRelay<String>()
    private(set) var attempts = 0

    init() {
        loginTap
            .withLatestFrom(username) { _, name in name.lowercased() }
            .bind(to: submitted)
            .disposed(by: disposeBag)
        submitted
            .subscribe(onNext: { [weak self] _ in self?.attempts += 1 })
            .disposed(by: disposeBag)
    }
}

enum WithLatestFromNoSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { LoginViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! LoginViewModel).loginTap.accept(()) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LoginViewModel).attempts }
}
