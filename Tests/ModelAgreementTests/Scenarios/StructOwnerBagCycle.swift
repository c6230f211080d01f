#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A struct whose copy (captured by the closure) holds the bag that keeps the subscription.
private struct PriceFormatter {
    let disposeBag = DisposeBag()
    let currency = "EUR"
    let output = Output()

    func bind(_ prices: Observable<Double>) {
        prices
            .map { "\($0) \(self.currency)" } // expect: strong_self_capture leak
            .subscribe(onNext: { [output] in output.text = $0 })
            .disposed(by: disposeBag)
    }
}

private final class Output {
    var text = ""
}

private final class PriceScreen {
    let prices = PublishRelay<Double>()
    let formatter = PriceFormatter()
    init() { formatter.bind(prices.asObservable()) }
}

enum StructOwnerBagCycle: AgreementScenario {
    static func makeOwner() -> AnyObject { PriceScreen() }
    static func drive(_ owner: AnyObject) { (owner as! PriceScreen).prices.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PriceScreen).formatter.output.text.isEmpty ? 0 : 1 }
}
