#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

// bind(onNext:) and bind(to:) an observer come with RxCocoa in RxSwift 6.
#if canImport(RxCocoa)
import RxCocoa
#endif

/// `bind(to:)` a `Binder` built on `self`: the binder holds `self` weakly.
private final class ProgressView {
    let disposeBag = DisposeBag()
    let progress = PublishRelay<Double>()
    private(set) var fraction = 0.0

    var fractionBinder: Binder<Double> {
        Binder(self, scheduler: CurrentScheduler.immediate) { view, value in view.fraction = value }
    }

    init() {
        progress
            .map { min(max($0, 0), 1) }
            .bind(to: fractionBinder)
            .disposed(by: disposeBag)
    }
}

/// Runs binder updates at once on the calling thread.
private enum CurrentScheduler {
    static let immediate: ImmediateSchedulerType = ImmediateRunner()
}

private struct ImmediateRunner: ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}

enum BindToObserverBinder: AgreementScenario {
    static func makeOwner() -> AnyObject { ProgressView() }
    static func drive(_ owner: AnyObject) { (owner as! ProgressView).progress.accept(0.4) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ProgressView).fraction > 0 ? 1 : 0 }
}
