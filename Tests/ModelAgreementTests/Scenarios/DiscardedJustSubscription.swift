#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Applies a bundled default configuration once; `just` completes during `subscribe`.
private struct AppConfig {
    let apiHost: String
    let retries: Int
}

private final class SettingsViewModel {
    private(set) var apiHost = ""
    private(set) var retries = 0

    init() {
        _ = Observable.just(AppConfig(apiHost: "api.example.com", retries: 3))
            .subscribe(onNext: { config in
                self.apiHost = config.apiHost
                self.retries = config.retries
            })
    }
}

enum DiscardedJustSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject { SettingsViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SettingsViewModel).retries == 3 ? 1 : 0 }
}
