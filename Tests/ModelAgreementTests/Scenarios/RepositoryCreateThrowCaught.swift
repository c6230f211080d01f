#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A storage whose `Single.create` answers on every path, a thrown error included: the
/// `throw` inside `do` goes to the `catch`, which answers with the failure. A repository
/// `flatMap`s to it with a strong `self`: everything ends during `subscribe`, so nothing is
/// left behind.
private struct StorageClosed: Error {}

private final class UserStorage {
    var realm: [String]? = []

    func update(user: String) -> Single<String> {
        return Single.create { [weak self] single in
            do {
                guard var realm = self?.realm else { throw StorageClosed() }
                realm.append(user)
                self?.realm = realm
                single(.success(user))
            } catch let error {
                single(.failure(error))
            }
            return Disposables.create()
        }
    }
}

private final class AuthRepository {
    private let storage = UserStorage()
    private let disposeBag = DisposeBag()
    private(set) var signedIn = 0

    init() {
        Observable.just("ada")
            .flatMap { name in self.storage.update(user: name).asObservable() }
            .subscribe(onNext: { [weak self] _ in self?.signedIn += 1 })
            .disposed(by: disposeBag)
    }
}

enum RepositoryCreateThrowCaught: AgreementScenario {
    static func makeOwner() -> AnyObject { AuthRepository() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! AuthRepository).signedIn }
}
