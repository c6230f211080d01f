#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in a `distinctUntilChanged` comparer.
private final class ScrollTracker {
    let disposeBag = DisposeBag()
    let offsets = PublishRelay<Double>()
    private let threshold = 10.0
    private(set) var reported: [Double] = []

    init() {
        offsets
            .distinctUntilChanged { abs($0 - $1) < self.threshold } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.reported.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfDistinctComparer: AgreementScenario {
    static func makeOwner() -> AnyObject { ScrollTracker() }
    static func drive(_ owner: AnyObject) { (owner as! ScrollTracker).offsets.accept(100) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ScrollTracker).reported.count }
}
