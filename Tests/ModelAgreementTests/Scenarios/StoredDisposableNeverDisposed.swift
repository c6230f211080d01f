#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `Disposable` property set once in `init` and never disposed.
private final class LocationTracker {
    private var tracking: Disposable?
    private(set) var fixes = 0

    init(scheduler: SchedulerType) {
        tracking = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.fixes += 1 }) // expect: missing_dispose_bag leak
    }
}

enum StoredDisposableNeverDisposed: AgreementScenario {
    static func makeOwner() -> AnyObject { LocationTracker(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 1) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LocationTracker).fixes }
}
