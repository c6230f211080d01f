#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `onDisposed` is kept by the subscription's disposable in the bag, even on `never()`.
private final class ScreenTimeTracker {
    let disposeBag = DisposeBag()
    private(set) var sessions = 0

    init() {
        Observable<Void>.never()
            .subscribe(onDisposed: { self.sessions += 1 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum StrongSelfNeverOnDisposed: AgreementScenario {
    static func makeOwner() -> AnyObject { ScreenTimeTracker() }
}
