#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in a `withLatestFrom` result selector.
private final class LoginViewModel {
    let disposeBag = DisposeBag()
    let loginTap = PublishRelay<Void>()
    let username = BehaviorRelay(value: "")
    private let salt = "v1"
    private(set) var attempts: [String] = []

    init() {
        loginTap
            .withLatestFrom(username) { _, name in name + self.salt } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.attempts.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfWithLatestFromSelector: AgreementScenario {
    static func makeOwner() -> AnyObject { LoginViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! LoginViewModel).loginTap.accept(()) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LoginViewModel).attempts.count }
}
