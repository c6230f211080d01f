#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `never().map`: the observer is dropped by `never`, but `map` builds a cycle nobody breaks.
private final class OfflineBannerViewModel {
    private(set) var message = ""

    init() {
        _ = Observable<Bool>.never()
            .map { $0 ? "Online" : "Offline" }
            .subscribe(onNext: { [weak self] in self?.message = $0 }) // expect: discarded_subscription leak
    }
}

enum DiscardedNeverMap: AgreementScenario {
    static func makeOwner() -> AnyObject { OfflineBannerViewModel() }
}
