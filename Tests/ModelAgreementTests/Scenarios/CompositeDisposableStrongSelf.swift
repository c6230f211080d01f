#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `CompositeDisposable` property holding a subscription with a strong `self`.
private final class SyncViewModel {
    let changes = PublishRelay<String>()
    private let subscriptions = CompositeDisposable()
    private(set) var pending: [String] = []

    init() {
        _ = subscriptions.insert(
            changes
                .filter { !$0.isEmpty }
                .subscribe(onNext: { self.pending.append($0) }) // expect: strong_self_capture leak
        )
    }

    deinit {
        subscriptions.dispose()
    }
}

enum CompositeDisposableStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SyncViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! SyncViewModel).changes.accept("edit") }
}
