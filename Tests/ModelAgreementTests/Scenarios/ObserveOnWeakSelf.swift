#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `observe(on:)` with `[weak self]`, in `self`'s bag.
private final class ImageLoaderViewModel {
    let disposeBag = DisposeBag()
    let imageData = PublishRelay<Data>()
    private(set) var bytes = 0

    init(scheduler: SchedulerType) {
        imageData
            .observe(on: scheduler)
            .subscribe(onNext: { [weak self] in self?.bytes += $0.count })
            .disposed(by: disposeBag)
    }
}

enum ObserveOnWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { ImageLoaderViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) {
        (owner as! ImageLoaderViewModel).imageData.accept(Data([1, 2, 3]))
        ScenarioClock.advance(by: 0)
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ImageLoaderViewModel).bytes }
}
