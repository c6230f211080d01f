#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A periodic `timer` (first tick after 1 s, then every 10 s) that nobody disposes.
private final class HeartbeatService {
    private(set) var beats = 0

    init(scheduler: SchedulerType) {
        _ = Observable<Int>.timer(.seconds(1), period: .seconds(10), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.beats += 1 }) // expect: discarded_subscription leak
    }
}

enum DiscardedPeriodicTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { HeartbeatService(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 1) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! HeartbeatService).beats }
}
