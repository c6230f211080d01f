#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[weak self]` outside, `guard let self`, then an inner Rx closure captures the strong
/// `self` again: the inner subscription (kept by the outer one) holds it.
private final class PriceStore {
    let updates = PublishRelay<Double>()
}

private final class WatchlistViewModel {
    let disposeBag = DisposeBag()
    let selectedSymbol = PublishRelay<String>()
    private let store = PriceStore()
    private(set) var quotes: [String] = []

    init() {
        selectedSymbol
            .flatMapLatest { [weak self] symbol -> Observable<String> in
                guard let self = self else { return .empty() }
                return self.store.updates.map { price in
                    self.describe(symbol, price) // expect: strong_self_capture leak
                }
            }
            .subscribe(onNext: { [weak self] in self?.quotes.append($0) })
            .disposed(by: disposeBag)
    }

    private func describe(_ symbol: String, _ price: Double) -> String { "\(symbol) \(price)" }

    func tick() {
        selectedSymbol.accept("AAPL")
        store.updates.accept(190)
    }
}

enum StrongSelfGuardLetRecapture: AgreementScenario {
    static func makeOwner() -> AnyObject { WatchlistViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! WatchlistViewModel).tick() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! WatchlistViewModel).quotes.count }
}
