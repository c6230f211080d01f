#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` on `take(1)` of a `BehaviorRelay`: completes during `subscribe`.
private final class ProfileEditorViewModel {
    let disposeBag = DisposeBag()
    let savedName = BehaviorRelay(value: "Ada")
    private(set) var draft = ""

    init() {
        savedName
            .take(1)
            .subscribe(onNext: { self.draft = $0 })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfTakeOneBehaviorRelayBag: AgreementScenario {
    static func makeOwner() -> AnyObject { ProfileEditorViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ProfileEditorViewModel).draft == "Ada" ? 1 : 0 }
}
