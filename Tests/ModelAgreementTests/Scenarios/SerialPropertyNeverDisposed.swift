#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `SerialDisposable` property that nothing disposes, holding a live timer.
private final class AutosaveController {
    private let autosave = SerialDisposable()
    private(set) var saves = 0

    init(scheduler: SchedulerType) {
        autosave.disposable = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.saves += 1 }) // expect: missing_dispose_bag leak
    }
}

enum SerialPropertyNeverDisposed: AgreementScenario {
    static func makeOwner() -> AnyObject { AutosaveController(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 10) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! AutosaveController).saves }
}
