#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `let _ =` on a subscription to a shared relay stream: the share connection holds itself.
private final class LocationService {
    let locations = PublishRelay<(Double, Double)>()
    lazy var sharedLocations = locations.share(replay: 1)
}

private final class MapViewModel {
    private let service = LocationService()
    private(set) var pins = 0

    init() {
        let _ = service.sharedLocations.subscribe(onNext: { [weak self] _ in // expect: discarded_subscription leak
            self?.pins += 1
        })
    }

    func move() { service.locations.accept((48.85, 2.35)) }
}

enum DiscardedLetUnderscoreShare: AgreementScenario {
    static func makeOwner() -> AnyObject { MapViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! MapViewModel).move() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! MapViewModel).pins }
}
