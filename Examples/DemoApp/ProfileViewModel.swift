import RxCocoa
import RxRelay
import RxSwift

final class ProfileViewModel {
    let title = BehaviorRelay<String>(value: "")
    let followers = BehaviorRelay<String>(value: "")
    let refresh = PublishRelay<Void>()

    private let service: ProfileService
    private let disposeBag = DisposeBag()
    private var pollSubscription: Disposable?

    init(service: ProfileService) {
        self.service = service

        // Fine: weak self, bag owned by self.
        service.currentUser
            .compactMap { $0 }
            .subscribe(onNext: { [weak self] profile in
                self?.title.accept(profile.name)
            })
            .disposed(by: disposeBag)

        // Leak: the map closure holds self, and self's bag holds the subscription.
        refresh
            .flatMapLatest { _ in service.fetchProfile(id: "me").asObservable() }
            .map { self.format($0) }
            .bind(to: followers)
            .disposed(by: disposeBag)

        // Fine: the cached source completes synchronously.
        _ = service.cachedProfile().subscribe(onNext: { print($0) })
    }

    func startPolling() {
        // Leak: every call overwrites the previous subscription without disposing it.
        pollSubscription = Observable<Int>.interval(.seconds(30), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.refresh.accept(()) })
    }

    func format(_ profile: Profile) -> String {
        "\(profile.followers) followers"
    }

    deinit {
        pollSubscription?.dispose()
    }
}
