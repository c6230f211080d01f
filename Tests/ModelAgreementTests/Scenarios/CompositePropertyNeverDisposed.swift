#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `CompositeDisposable` property that nothing ever disposes: it does not dispose on deinit.
private final class PresenceService {
    let online = PublishRelay<Set<String>>()
}

private final class ContactsViewModel {
    private let presence = PresenceService()
    private let subscriptions = CompositeDisposable()
    private(set) var onlineCount = 0

    init() {
        _ = subscriptions.insert(
            presence.online
                .map { $0.count }
                .subscribe(onNext: { [weak self] in self?.onlineCount = $0 }) // expect: missing_dispose_bag leak
        )
    }

    func update() { presence.online.accept(["ada", "alan"]) }
}

enum CompositePropertyNeverDisposed: AgreementScenario {
    static func makeOwner() -> AnyObject { ContactsViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! ContactsViewModel).update() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ContactsViewModel).onlineCount > 0 ? 1 : 0 }
}
