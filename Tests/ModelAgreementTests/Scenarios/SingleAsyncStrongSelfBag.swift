#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An async `Single` with a strong `self`, in `self`'s bag: kept until the response arrives.
private struct Account { let balance: Int }

private final class AccountAPI {
    private let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func fetchAccount() -> Single<Account> {
        Single.just(Account(balance: 42)).delay(.seconds(1), scheduler: scheduler)
    }
}

private final class WalletViewModel {
    let disposeBag = DisposeBag()
    private let api: AccountAPI
    private(set) var balance = 0

    init(api: AccountAPI) {
        self.api = api
        api.fetchAccount()
            .subscribe(onSuccess: { self.balance = $0.balance }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum SingleAsyncStrongSelfBag: AgreementScenario {
    static func makeOwner() -> AnyObject { WalletViewModel(api: AccountAPI(scheduler: ScenarioClock.scheduler)) }
}
