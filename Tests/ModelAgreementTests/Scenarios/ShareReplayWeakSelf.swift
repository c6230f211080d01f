#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `share(replay:)` stream owned by `self`, two `[weak self]` subscribers in `self`'s bag.
private final class WeatherViewModel {
    let disposeBag = DisposeBag()
    let readings = PublishRelay<Double>()
    private lazy var sharedReadings = readings.share(replay: 1)
    private(set) var summary = ""
    private(set) var samples = 0

    init() {
        sharedReadings
            .subscribe(onNext: { [weak self] in self?.summary = "\($0)°" })
            .disposed(by: disposeBag)
        sharedReadings
            .subscribe(onNext: { [weak self] _ in self?.samples += 1 })
            .disposed(by: disposeBag)
    }
}

enum ShareReplayWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { WeatherViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! WeatherViewModel).readings.accept(21) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! WeatherViewModel).samples }
}
