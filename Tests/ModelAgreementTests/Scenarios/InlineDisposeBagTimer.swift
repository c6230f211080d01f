#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `.disposed(by: DisposeBag())` on a polling timer: it never fires.
private final class InboxPoller {
    private(set) var polls = 0

    init(scheduler: SchedulerType) {
        Observable<Int>.interval(.seconds(60), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.polls += 1 }) // expect: local_dispose_bag disposed-immediately
            .disposed(by: DisposeBag())
    }
}

enum InlineDisposeBagTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { InboxPoller(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 120) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! InboxPoller).polls }
}
