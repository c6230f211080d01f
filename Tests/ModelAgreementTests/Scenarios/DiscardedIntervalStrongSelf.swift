#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded clock timer holding `self`: the scheduler keeps the owner alive forever.
private final class StopwatchViewModel {
    private(set) var elapsed = 0

    func start(on scheduler: SchedulerType) {
        _ = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { _ in self.elapsed += 1 }) // expect: discarded_subscription leak
    }
}

enum DiscardedIntervalStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = StopwatchViewModel()
        viewModel.start(on: ScenarioClock.scheduler)
        return viewModel
    }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 2) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! StopwatchViewModel).elapsed }
}
