#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A chain kept in a local and subscribed later in the same scope: the local's `map` closure
/// is the subscription's own, so its strong `self` closes the cycle through self's bag even
/// though the subscribe closure is weak.
private final class FilterViewModel {
    let disposeBag = DisposeBag()
    let query = BehaviorRelay<String>(value: "Rx")
    private(set) var terms: [String] = []

    init() {
        let normalized = query.map { self.normalize($0) } // expect: strong_self_capture leak
        normalized
            .subscribe(onNext: { [weak self] in self?.terms.append($0) })
            .disposed(by: disposeBag)
    }

    func normalize(_ text: String) -> String { text.lowercased() }
}

enum LocalChainStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { FilterViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! FilterViewModel).query.accept("Swift") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FilterViewModel).terms.count }
}
