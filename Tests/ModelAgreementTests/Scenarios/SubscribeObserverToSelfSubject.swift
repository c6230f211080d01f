#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `subscribe(_ observer:)` forwarding a service's stream into a subject owned by `self`.
private final class EventBus {
    let events = PublishRelay<String>()
}

private final class AuditViewModel {
    let disposeBag = DisposeBag()
    private let bus: EventBus
    let auditTrail = ReplaySubject<String>.create(bufferSize: 10)
    private(set) var count = 0

    init(bus: EventBus) {
        self.bus = bus
        bus.events
            .map { "audit: \($0)" }
            .subscribe(auditTrail)
            .disposed(by: disposeBag)
        auditTrail
            .subscribe(onNext: { [weak self] _ in self?.count += 1 })
            .disposed(by: disposeBag)
    }

    func log(_ event: String) { bus.events.accept(event) }
}

enum SubscribeObserverToSelfSubject: AgreementScenario {
    static func makeOwner() -> AnyObject { AuditViewModel(bus: EventBus()) }
    static func drive(_ owner: AnyObject) { (owner as! AuditViewModel).log("login") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! AuditViewModel).count }
}
