#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A synchronous source behind `observe(on:)`: the element is delivered on the scheduler,
/// after the method has returned and its local bag has disposed the subscription.
private final class GreetingViewModel {
    private(set) var shown = 0

    func show(on scheduler: SchedulerType) {
        let bag = DisposeBag()
        Observable.just("hello")
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] _ in self?.shown += 1 }) // expect: local_dispose_bag disposed-immediately
            .disposed(by: bag)
    }
}

enum LocalBagObserveOnHop: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = GreetingViewModel()
        viewModel.show(on: ScenarioClock.scheduler)
        return viewModel
    }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 1) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! GreetingViewModel).shown }
}
