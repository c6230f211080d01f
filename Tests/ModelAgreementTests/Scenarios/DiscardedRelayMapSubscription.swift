#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded subscription through `map` on a service's relay: the operator's
/// Sink/SinkDisposer cycle outlives the view model and the service.
private final class PriceService {
    let prices = PublishRelay<Double>()
}

private final class PriceTickerViewModel {
    private let service = PriceService()
    private(set) var label = ""

    init() {
        _ = service.prices
            .map { String(format: "%.2f", $0) }
            .subscribe(onNext: { [weak self] text in // expect: discarded_subscription leak
                self?.label = text
            })
    }

    func simulateTick() { service.prices.accept(9.5) }
}

enum DiscardedRelayMapSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { PriceTickerViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! PriceTickerViewModel).simulateTick() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PriceTickerViewModel).label.isEmpty ? 0 : 1 }
}
