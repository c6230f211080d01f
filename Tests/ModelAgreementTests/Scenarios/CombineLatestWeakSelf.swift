#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `combineLatest` of two relays, `[weak self]` in the handler.
private final class RegistrationViewModel {
    let disposeBag = DisposeBag()
    let email = BehaviorRelay(value: "")
    let password = BehaviorRelay(value: "")
    private(set) var evaluations = 0

    init() {
        Observable.combineLatest(email, password) { !$0.isEmpty && $1.count >= 8 }
            .subscribe(onNext: { [weak self] _ in self?.evaluations += 1 })
            .disposed(by: disposeBag)
    }
}

enum CombineLatestWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { RegistrationViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! RegistrationViewModel).email.accept("a@b.c") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! RegistrationViewModel).evaluations - 1 }
}
