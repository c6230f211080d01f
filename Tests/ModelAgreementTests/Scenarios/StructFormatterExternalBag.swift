#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A struct captured by copy that holds nothing Rx: the bag belongs to the class that owns it.
private struct PriceFormatter {
    let currency = "EUR"

    func bind(_ prices: Observable<Double>, to output: PublishRelay<String>, disposeBag: DisposeBag) {
        prices
            .map { "\($0) \(self.currency)" }
            .bind(to: output)
            .disposed(by: disposeBag)
    }
}

private final class PriceScreen {
    let disposeBag = DisposeBag()
    let prices = PublishRelay<Double>()
    let priceText = PublishRelay<String>()
    private(set) var shown = 0
    private let formatter = PriceFormatter()

    init() {
        formatter.bind(prices.asObservable(), to: priceText, disposeBag: disposeBag)
        priceText
            .subscribe(onNext: { [weak self] _ in self?.shown += 1 })
            .disposed(by: disposeBag)
    }
}

enum StructFormatterExternalBag: AgreementScenario {
    static func makeOwner() -> AnyObject { PriceScreen() }
    static func drive(_ owner: AnyObject) { (owner as! PriceScreen).prices.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PriceScreen).shown }
}
