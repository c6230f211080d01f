#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` on a `just` source: it completes during `subscribe`, nothing is kept.
private final class OnboardingViewModel {
    let disposeBag = DisposeBag()
    private(set) var pages: [String] = []

    init() {
        Observable.just(["Welcome", "Sync", "Done"])
            .subscribe(onNext: { self.pages = $0 })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfJustSourceBag: AgreementScenario {
    static func makeOwner() -> AnyObject { OnboardingViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! OnboardingViewModel).pages.isEmpty ? 0 : 1 }
}
