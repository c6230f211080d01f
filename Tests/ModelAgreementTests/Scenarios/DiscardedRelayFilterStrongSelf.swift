#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded subscription through `filter` whose handler holds `self` strongly: reported once,
/// as a discarded subscription.
private final class NotificationCenterService {
    let notifications = PublishRelay<String>()
}

private final class InboxViewModel {
    private let center = NotificationCenterService()
    private(set) var unread = 0

    init() {
        _ = center.notifications
            .filter { !$0.isEmpty }
            .subscribe(onNext: { _ in self.unread += 1 }) // expect: discarded_subscription leak
    }

    func receive(_ text: String) { center.notifications.accept(text) }
}

enum DiscardedRelayFilterStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { InboxViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! InboxViewModel).receive("hi") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! InboxViewModel).unread }
}
