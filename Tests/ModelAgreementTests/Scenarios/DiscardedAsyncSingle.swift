#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded network request (`Single` answered after a delay): alive until it answers.
private struct Profile { let name: String }

private final class ProfileAPI {
    private let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func fetchProfile() -> Single<Profile> {
        Single.just(Profile(name: "grace")).delay(.seconds(2), scheduler: scheduler)
    }
}

private final class ProfileHeaderViewModel {
    private let api: ProfileAPI
    private(set) var title = ""

    init(api: ProfileAPI) {
        self.api = api
        _ = api.fetchProfile().subscribe(onSuccess: { [weak self] profile in // expect: discarded_subscription transient
            self?.title = profile.name
        })
    }
}

enum DiscardedAsyncSingle: AgreementScenario {
    static func makeOwner() -> AnyObject { ProfileHeaderViewModel(api: ProfileAPI(scheduler: ScenarioClock.scheduler)) }
}
