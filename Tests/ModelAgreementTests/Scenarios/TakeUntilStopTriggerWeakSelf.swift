#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `take(until:)` a relay that `stop()` fires, with `[weak self]`.
private final class ScannerViewModel {
    let disposeBag = DisposeBag()
    let barcodes = PublishRelay<String>()
    private let stopTrigger = PublishRelay<Void>()
    private(set) var scanned: [String] = []

    init() {
        barcodes
            .take(until: stopTrigger)
            .subscribe(onNext: { [weak self] in self?.scanned.append($0) })
            .disposed(by: disposeBag)
    }

    func stop() { stopTrigger.accept(()) }
}

enum TakeUntilStopTriggerWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { ScannerViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! ScannerViewModel).barcodes.accept("4006381333931") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ScannerViewModel).scanned.count }
    static func stop(_ owner: AnyObject) { (owner as! ScannerViewModel).stop() }
}
