#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A cached user returned as a `Single.just`: completes during `subscribe`.
private struct User { let name: String }

private final class UserCache {
    func cachedUser() -> Single<User> { Single.just(User(name: "ada")) }
}

private final class GreetingViewModel {
    private let cache = UserCache()
    private(set) var greeting = ""

    init() {
        _ = cache.cachedUser().subscribe(onSuccess: { user in
            self.greeting = "Hello, \(user.name)"
        })
    }
}

enum DiscardedSingleJust: AgreementScenario {
    static func makeOwner() -> AnyObject { GreetingViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! GreetingViewModel).greeting == "Hello, ada" ? 1 : 0 }
}
