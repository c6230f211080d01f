#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `DisposeBag` local to the method: it disposes everything when the method returns.
private final class CartBadgeViewModel {
    let cartCount = BehaviorRelay(value: 0)
    private(set) var badgeUpdates = 0

    func bind() {
        let bag = DisposeBag()
        cartCount
            .skip(1)
            .map { $0 > 99 ? "99+" : "\($0)" }
            .subscribe(onNext: { [weak self] _ in self?.badgeUpdates += 1 }) // expect: local_dispose_bag disposed-immediately
            .disposed(by: bag)
    }
}

enum LocalBagInMethod: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = CartBadgeViewModel()
        viewModel.bind()
        return viewModel
    }
    static func drive(_ owner: AnyObject) { (owner as! CartBadgeViewModel).cartCount.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! CartBadgeViewModel).badgeUpdates }
}
