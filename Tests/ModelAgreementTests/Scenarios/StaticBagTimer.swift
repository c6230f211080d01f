#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A subscription added to a `static` bag: the bag lives for the whole process, so a ticking
/// source is never disposed, and its closure keeps the poller it captures.
private final class Poller {
    static let bag = DisposeBag()
    private(set) var polls = 0

    init(scheduler: SchedulerType) {
        Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .map { $0 + 1 }
            .subscribe(onNext: { [weak self] _ in self?.polls += 1 }) // expect: missing_dispose_bag leak
            .disposed(by: Poller.bag)
    }
}

enum StaticBagTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { Poller(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 2) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! Poller).polls }
}
