#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in a `catch` handler: the sink keeps the handler as long as the subscription
/// lives, whether or not an error ever comes.
private final class QuotesViewModel {
    let disposeBag = DisposeBag()
    let symbol = PublishRelay<String>()
    private(set) var quotes: [String] = []

    init() {
        symbol
            .flatMapLatest { Observable.just("\($0): 1.0") }
            .catch { _ in self.cachedQuote() } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.quotes.append($0) })
            .disposed(by: disposeBag)
    }

    func cachedQuote() -> Observable<String> { .just("cached") }
}

enum StrongSelfCatchHandler: AgreementScenario {
    static func makeOwner() -> AnyObject { QuotesViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! QuotesViewModel).symbol.accept("AAPL") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! QuotesViewModel).quotes.count }
}
