#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The controller disposes into its view model's bag: self → viewModel → disposeBag →
/// subscription → onNext closure → self. The bag goes only with the view model, which goes
/// only with the controller.
private final class FeedViewModel {
    let disposeBag = DisposeBag()
    let items = BehaviorRelay<[String]>(value: [])
}

private final class FeedController {
    let viewModel = FeedViewModel()
    private(set) var rows = 0

    init() {
        viewModel.items
            .map { $0.count }
            .subscribe(onNext: { self.rows = $0 }) // expect: strong_self_capture leak
            .disposed(by: viewModel.disposeBag)
    }
}

enum StrongSelfChildViewModelBag: AgreementScenario {
    static func makeOwner() -> AnyObject { FeedController() }
    static func drive(_ owner: AnyObject) { (owner as! FeedController).viewModel.items.accept(["a", "b"]) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FeedController).rows }
}
