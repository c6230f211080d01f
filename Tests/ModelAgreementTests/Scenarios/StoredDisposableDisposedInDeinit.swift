#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Disposing in `deinit` cannot help: the subscription holds `self`, so `deinit` never runs.
private final class StockTickerViewModel {
    let prices = PublishRelay<Double>()
    private var subscription: Disposable?
    private(set) var lastPrice = 0.0

    init() {
        subscription = prices
            .map { $0 * 100 }
            .subscribe(onNext: { self.lastPrice = $0 }) // expect: strong_self_capture leak
    }

    deinit {
        subscription?.dispose()
    }
}

enum StoredDisposableDisposedInDeinit: AgreementScenario {
    static func makeOwner() -> AnyObject { StockTickerViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! StockTickerViewModel).prices.accept(1.5) }
}
