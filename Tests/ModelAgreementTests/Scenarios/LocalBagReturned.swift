#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local bag that escapes: the method returns it and the owner keeps it.
private final class FilterPanelViewModel {
    let selectedFilter = PublishRelay<String>()
    private var bindings = DisposeBag()
    private(set) var applied: [String] = []

    init() {
        bindings = makeBindings()
    }

    private func makeBindings() -> DisposeBag {
        let bag = DisposeBag()
        selectedFilter
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] in self?.applied.append($0) })
            .disposed(by: bag)
        return bag
    }
}

enum LocalBagReturned: AgreementScenario {
    static func makeOwner() -> AnyObject { FilterPanelViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! FilterPanelViewModel).selectedFilter.accept("price") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FilterPanelViewModel).applied.count }
}
