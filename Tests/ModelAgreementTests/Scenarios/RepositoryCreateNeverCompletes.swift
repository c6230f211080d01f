#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The project's own `Observable.create` that forwards every tick and never sends a terminal
/// event, reached through a repository method: it never completes, so the strong `self` in
/// the presenter's bag is a cycle for good (not "until it sends").
private final class TickSource {
    func ticks() -> Observable<Int> {
        return Observable.create { observer in
            let timer = Observable<Int>.interval(.seconds(1), scheduler: ScenarioClock.scheduler)
                .subscribe(onNext: { observer.onNext($0) })
            return Disposables.create { timer.dispose() }
        }
    }
}

private final class TickRepository {
    private let source = TickSource()

    func ticks() -> Observable<Int> {
        return source.ticks().map { $0 * 2 }
    }
}

private final class ClockPresenter {
    private let disposeBag = DisposeBag()
    private let repository = TickRepository()
    private(set) var last = 0

    init() {
        repository.ticks()
            .subscribe(onNext: { self.last = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum RepositoryCreateNeverCompletes: AgreementScenario {
    static func makeOwner() -> AnyObject { ClockPresenter() }
}
