#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `onNext: self.handle` passes a bound method, which holds `self`.
private final class OrderStatusViewModel {
    let disposeBag = DisposeBag()
    let statusUpdates = PublishRelay<String>()
    private(set) var history: [String] = []

    init() {
        statusUpdates
            .distinctUntilChanged()
            .subscribe(onNext: self.handle) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }

    private func handle(_ status: String) { history.append(status) }
}

enum StrongSelfMethodReference: AgreementScenario {
    static func makeOwner() -> AnyObject { OrderStatusViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! OrderStatusViewModel).statusUpdates.accept("shipped") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! OrderStatusViewModel).history.count }
}
