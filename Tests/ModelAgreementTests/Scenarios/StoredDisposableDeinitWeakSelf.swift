#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A stored subscription with `[weak self]`, disposed in `deinit`.
private final class StockTickerViewModel {
    let prices = PublishRelay<Double>()
    private var subscription: Disposable?
    private(set) var lastPrice = 0.0

    init() {
        subscription = prices
            .map { $0 * 100 }
            .subscribe(onNext: { [weak self] in self?.lastPrice = $0 })
    }

    deinit {
        subscription?.dispose()
    }
}

enum StoredDisposableDeinitWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { StockTickerViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! StockTickerViewModel).prices.accept(1.5) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! StockTickerViewModel).lastPrice > 0 ? 1 : 0 }
}
