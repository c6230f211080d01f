#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local subscription to a synchronously completing source needs no disposing.
private final class ColorPaletteViewModel {
    private(set) var colors: [String] = []

    init() {
        let subscription = Observable.of("red", "green", "blue")
            .map { $0.uppercased() }
            .subscribe(onNext: { [weak self] in self?.colors.append($0) })
    }
}

enum LocalDisposableSyncSource: AgreementScenario {
    static func makeOwner() -> AnyObject { ColorPaletteViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ColorPaletteViewModel).colors.count }
}
