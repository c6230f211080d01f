#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `create` that sends and completes inside `queue.sync { … }`, which runs its closure
/// before returning: the sequence ends during `subscribe`, so the strong `self` in the bag of
/// self is let go at once.
private final class Loader {
    let disposeBag = DisposeBag()
    private let queue = DispatchQueue(label: "loader")
    private(set) var loaded = 0

    init() {
        Observable<Int>.create { observer in
            self.queue.sync {
                observer.onNext(1)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .subscribe(onNext: { self.loaded += $0 })
        .disposed(by: disposeBag)
    }
}

enum CreateCompletingInQueueSync: AgreementScenario {
    static func makeOwner() -> AnyObject { Loader() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! Loader).loaded }
}
