#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

private final class SessionStore {
    let logout = PublishRelay<Void>()
}

/// The session store lives for the whole run; observers are handed it.
private enum Session {
    nonisolated(unsafe) static var store = SessionStore()
}

/// A direct subscription to a relay of a store self was handed, thrown away: the relay alone
/// holds it, so it lives as long as the store, long after self is gone.
private final class SessionObserver {
    private let store: SessionStore

    init(store: SessionStore) {
        self.store = store
    }

    func start() {
        _ = store.logout.subscribe(onNext: { SessionCount.value += 1 }) // expect: discarded_subscription leak
    }
}

private enum SessionCount {
    nonisolated(unsafe) static var value = 0
}

enum DiscardedHandedStoreRelay: AgreementScenario {
    static func prepare() {
        Session.store = SessionStore()
        SessionCount.value = 0
    }

    static func makeOwner() -> AnyObject {
        let observer = SessionObserver(store: Session.store)
        observer.start()
        return observer
    }

    static func drive(_ owner: AnyObject) { Session.store.logout.accept(()) }
    static func received(_ owner: AnyObject) -> Int? { SessionCount.value }
}
