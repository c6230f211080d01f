import RxRelay
import RxSwift

struct Profile {
    let name: String
    let followers: Int
}

final class ProfileService {
    let currentUser = BehaviorRelay<Profile?>(value: nil)
    let logout = PublishRelay<Void>()

    /// A network call: completes once the response arrives.
    func fetchProfile(id: String) -> Single<Profile> {
        Single.create { single in
            DispatchQueue.global().async {
                single(.success(Profile(name: "Ada", followers: 42)))
            }
            return Disposables.create()
        }
    }

    func cachedProfile() -> Observable<Profile> {
        Observable.create { observer in
            observer.onNext(Profile(name: "cached", followers: 0))
            observer.onCompleted()
            return Disposables.create()
        }
    }
}
