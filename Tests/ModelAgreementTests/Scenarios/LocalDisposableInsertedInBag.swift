#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local subscription inserted into `self`'s bag with `insert`.
private final class KeyboardObserver {
    let disposeBag = DisposeBag()
    let heights = PublishRelay<Double>()
    private(set) var inset = 0.0

    init() {
        let subscription = heights
            .filter { $0 >= 0 }
            .subscribe(onNext: { [weak self] in self?.inset = $0 })
        disposeBag.insert(subscription)
    }
}

enum LocalDisposableInsertedInBag: AgreementScenario {
    static func makeOwner() -> AnyObject { KeyboardObserver() }
    static func drive(_ owner: AnyObject) { (owner as! KeyboardObserver).heights.accept(300) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! KeyboardObserver).inset > 0 ? 1 : 0 }
}
