#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Reads the current theme once: `take(1)` of a `BehaviorRelay` completes at once.
private final class ThemeStore {
    let theme = BehaviorRelay(value: "light")
}

private final class ThemePreviewController {
    private let store = ThemeStore()
    private(set) var appliedTheme = ""

    init() {
        _ = store.theme.take(1).subscribe(onNext: { self.appliedTheme = $0 })
    }
}

enum DiscardedBehaviorRelayTakeOne: AgreementScenario {
    static func makeOwner() -> AnyObject { ThemePreviewController() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ThemePreviewController).appliedTheme == "light" ? 1 : 0 }
}
