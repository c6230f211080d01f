#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A subclass subscribes into the bag it inherits from its base controller, capturing `self`.
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
            .subscribe(onNext: { self.notificationsEnabled = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum InheritedBagStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SettingsController() }
    static func drive(_ owner: AnyObject) { (owner as! SettingsController).toggles.accept(true) }
}
