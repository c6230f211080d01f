#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// An async `Single` with `[weak self]` in `self`'s bag: the first answer arrives, and the bag
/// cancels the request still pending when the owner goes.
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
    private(set) var answers = 0

    init(api: AccountAPI) {
        self.api = api
        refresh()
    }

    func refresh() {
        api.fetchAccount()
            .subscribe(onSuccess: { [weak self] in
                self?.balance = $0.balance
                self?.answers += 1
            })
            .disposed(by: disposeBag)
    }
}

enum SingleAsyncWeakSelfBag: AgreementScenario {
    static func makeOwner() -> AnyObject { WalletViewModel(api: AccountAPI(scheduler: ScenarioClock.scheduler)) }
    /// The first request's answer arrives; a second request is still pending when the owner goes.
    static func drive(_ owner: AnyObject) {
        ScenarioClock.advance(by: 1)
        (owner as! WalletViewModel).refresh()
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! WalletViewModel).answers }
}
