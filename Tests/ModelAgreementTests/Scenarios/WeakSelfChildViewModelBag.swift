#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The same chain into the view model's bag with `[weak self]`: nothing holds the controller,
/// and the bag disposes the subscription when the view model goes with it.
private final class InboxViewModel {
    let disposeBag = DisposeBag()
    let unread = BehaviorRelay<Int>(value: 0)
}

private final class InboxController {
    let viewModel = InboxViewModel()
    private(set) var badge = ""

    init() {
        viewModel.unread
            .map { "\($0)" }
            .subscribe(onNext: { [weak self] in self?.badge = $0 })
            .disposed(by: viewModel.disposeBag)
    }
}

enum WeakSelfChildViewModelBag: AgreementScenario {
    static func makeOwner() -> AnyObject { InboxController() }
    static func drive(_ owner: AnyObject) { (owner as! InboxController).viewModel.unread.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! InboxController).badge.isEmpty ? 0 : 1 }
}
