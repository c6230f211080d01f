#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in a `do(onNext:)` side effect.
private final class AnalyticsLogger {
    var events: [String] = []
}

private final class ProductViewModel {
    let disposeBag = DisposeBag()
    let addToCart = PublishRelay<String>()
    private let analytics = AnalyticsLogger()
    private(set) var cart: [String] = []

    init() {
        addToCart
            .do(onNext: { self.analytics.events.append("add:\($0)") }) // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.cart.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfDoOnNext: AgreementScenario {
    static func makeOwner() -> AnyObject { ProductViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! ProductViewModel).addToCart.accept("sku-1") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ProductViewModel).cart.count }
}
