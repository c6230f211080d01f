#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A synchronous source behind `observe(on: MainScheduler.instance)`, subscribed on the main
/// thread: that scheduler runs the element in place, so it arrives before the method returns
/// and its local bag disposes the subscription.
private final class AccountLoader {
    private(set) var loaded = 0

    func load() {
        let bag = DisposeBag()
        Observable.just("account")
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.loaded += 1 })
            .disposed(by: bag)
    }
}

enum LocalBagObserveOnMainInstance: AgreementScenario {
    /// The shared scheduler lives for the whole process, made before the object under test.
    static func prepare() { _ = MainScheduler.instance }
    static func makeOwner() -> AnyObject {
        let loader = AccountLoader()
        loader.load()
        return loader
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! AccountLoader).loaded }
}
