#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[weak self]` in `onNext` does not help when `map` holds `self` strongly.
private final class Formatter {
    func currency(_ value: Double) -> String { "$\(value)" }
}

private final class CheckoutViewModel {
    let disposeBag = DisposeBag()
    let total = BehaviorRelay<Double>(value: 0)
    private let formatter = Formatter()
    private(set) var totalText = ""

    init() {
        total
            .map { self.formatter.currency($0) } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.totalText = $0 })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfMapClosure: AgreementScenario {
    static func makeOwner() -> AnyObject { CheckoutViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! CheckoutViewModel).total.accept(12) }
}
