#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Reads the current session token once with `first()`.
private final class SessionViewModel {
    private let token = BehaviorSubject(value: "token-1")
    private(set) var header = ""

    init() {
        _ = token.first().subscribe(onSuccess: { value in
            self.header = "Bearer \(value ?? "")"
        })
    }
}

enum DiscardedBehaviorSubjectFirst: AgreementScenario {
    static func makeOwner() -> AnyObject { SessionViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SessionViewModel).header == "Bearer token-1" ? 1 : 0 }
}
