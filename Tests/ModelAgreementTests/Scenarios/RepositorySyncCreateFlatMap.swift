#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A use case whose repository reads a local store with `Observable.create` that answers on
/// every path before returning (element and completion, or an error), then `flatMap`s to
/// `just`: everything ends during `subscribe`, so the strong `self` leaves nothing behind.
private struct StoreFailure: Error {}

private final class ProfileStore {
    var saved: String? = "Ada"

    func load() -> Observable<String> {
        return Observable.create { observer in
            if let name = self.saved {
                observer.onNext(name)
                observer.onCompleted()
            } else {
                observer.onError(StoreFailure())
            }
            return Disposables.create()
        }
    }
}

private final class ProfileRepository {
    private let store = ProfileStore()

    func displayName() -> Observable<String> {
        return store.load().flatMap { name in Observable.just(name.uppercased()) }
    }
}

private final class ProfilePresenter {
    private let disposeBag = DisposeBag()
    private let repository = ProfileRepository()
    private(set) var names: [String] = []

    init() {
        repository.displayName()
            .subscribe(onNext: { self.names.append($0) })
            .disposed(by: disposeBag)
    }
}

enum RepositorySyncCreateFlatMap: AgreementScenario {
    static func makeOwner() -> AnyObject { ProfilePresenter() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ProfilePresenter).names.count }
}
