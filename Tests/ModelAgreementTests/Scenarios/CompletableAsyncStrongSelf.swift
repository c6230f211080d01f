#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An async `Completable` (a save that finishes later) with a strong `self`.
private final class DraftStore {
    private let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func save(_ text: String) -> Completable {
        let scheduler = self.scheduler
        return Completable.create { completable in
            let pending = Observable<Int>.timer(.seconds(1), scheduler: scheduler)
                .subscribe(onCompleted: { completable(.completed) })
            return Disposables.create { pending.dispose() }
        }
    }
}

private final class EditorViewModel {
    let disposeBag = DisposeBag()
    private let store: DraftStore
    private(set) var isSaved = false

    init(store: DraftStore) {
        self.store = store
        store.save("draft")
            .subscribe(onCompleted: { self.isSaved = true }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum CompletableAsyncStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { EditorViewModel(store: DraftStore(scheduler: ScenarioClock.scheduler)) }
}
