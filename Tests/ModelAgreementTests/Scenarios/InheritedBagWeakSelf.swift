#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A subclass subscribes into its inherited bag with `[weak self]`.
private class BaseController {
    let disposeBag = DisposeBag()
    func bindViewModel() {}
}

private final class SettingsController: BaseController {
    let toggles = PublishRelay<Bool>()
    private(set) var notificationsEnabled = false

    override init() {
        super.init()
        bindViewModel()
    }

    override func bindViewModel() {
        toggles
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] in self?.notificationsEnabled = $0 })
            .disposed(by: disposeBag)
    }
}

enum InheritedBagWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SettingsController() }
    static func drive(_ owner: AnyObject) { (owner as! SettingsController).toggles.accept(true) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SettingsController).notificationsEnabled ? 1 : 0 }
}
