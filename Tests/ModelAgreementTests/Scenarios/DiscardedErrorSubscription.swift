#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A request that fails before starting; `error` terminates during `subscribe`.
private enum NetworkError: Error { case offline }

private final class ProfileLoader {
    private(set) var lastError: Error?

    func reload() {
        _ = Observable<Data>.error(NetworkError.offline)
            .subscribe(onError: { self.lastError = $0 })
    }
}

enum DiscardedErrorSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let loader = ProfileLoader()
        loader.reload()
        return loader
    }
    /// The error is the one event.
    static func received(_ owner: AnyObject) -> Int? { (owner as! ProfileLoader).lastError == nil ? 0 : 1 }
}
