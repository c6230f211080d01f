#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Hopping to another scheduler with `observe(on:)` does not break the strong capture.
private final class ImageLoaderViewModel {
    let disposeBag = DisposeBag()
    let imageData = PublishRelay<Data>()
    private(set) var bytes = 0

    init(scheduler: SchedulerType) {
        imageData
            .observe(on: scheduler)
            .subscribe(onNext: { self.bytes += $0.count }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum ObserveOnStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { ImageLoaderViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) {
        (owner as! ImageLoaderViewModel).imageData.accept(Data([1, 2, 3]))
        ScenarioClock.advance(by: 0)
    }
}
