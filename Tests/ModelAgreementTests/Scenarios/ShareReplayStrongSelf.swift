#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `share(replay:)` stream owned by `self`, subscribed with a strong `self`.
private final class WeatherViewModel {
    let disposeBag = DisposeBag()
    let readings = PublishRelay<Double>()
    private lazy var sharedReadings = readings.share(replay: 1)
    private(set) var summary = ""

    init() {
        sharedReadings
            .subscribe(onNext: { self.summary = "\($0)°" }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum ShareReplayStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { WeatherViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! WeatherViewModel).readings.accept(21) }
}
