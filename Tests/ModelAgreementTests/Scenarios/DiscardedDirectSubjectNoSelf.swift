#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Logs analytics events from a subject owned by `self`; the closure does not capture `self`.
private final class AnalyticsTracker {
    let events = PublishSubject<String>()
    private let log = EventLog()

    init() {
        let log = self.log
        _ = events.subscribe(onNext: { name in log.entries.append(name) })
    }

    var loggedCount: Int { log.entries.count }
}

private final class EventLog {
    var entries: [String] = []
}

enum DiscardedDirectSubjectNoSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { AnalyticsTracker() }
    static func drive(_ owner: AnyObject) { (owner as! AnalyticsTracker).events.onNext("screen_view") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! AnalyticsTracker).loggedCount }
}
