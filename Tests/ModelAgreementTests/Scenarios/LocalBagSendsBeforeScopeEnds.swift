#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local bag, and the scope sends on the relay after subscribing: every element arrives
/// before the bag goes, so nothing is lost.
private final class TotalsViewModel {
    let amounts = PublishRelay<Int>()
    private(set) var total = 0

    func recompute(_ values: [Int]) {
        let bag = DisposeBag()
        amounts
            .map { $0 * 2 }
            .subscribe(onNext: { [weak self] in self?.total += $0 })
            .disposed(by: bag)
        for value in values { amounts.accept(value) }
    }
}

enum LocalBagSendsBeforeScopeEnds: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = TotalsViewModel()
        viewModel.recompute([1, 2, 3])
        return viewModel
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TotalsViewModel).total }
}
