#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A type that keeps a process-long instance of itself: the cycle self → disposeBag →
/// subscription → onNext closure → self is real, and the shared instance is never deallocated
/// anyway (a note, not a warning: it costs nothing).
private final class SessionMonitor {
    static let shared = SessionMonitor()
    private let disposeBag = DisposeBag()
    let state = BehaviorRelay<Int>(value: 0)
    private(set) var last = 0

    func start() {
        state.map { $0 + 1 }
            .subscribe(onNext: { self.last = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum SharedInstanceStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject {
        SessionMonitor.shared.start()
        return SessionMonitor.shared
    }

    static func drive(_ owner: AnyObject) { (owner as! SessionMonitor).state.accept(4) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SessionMonitor).last == 5 ? 1 : 0 }
}
