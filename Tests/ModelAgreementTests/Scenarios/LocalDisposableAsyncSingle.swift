#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local subscription to a request that answers later: alive until the answer.
private struct Receipt { let id: Int }

private final class PaymentAPI {
    private let scheduler: SchedulerType
    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func pay() -> Single<Receipt> { Single.just(Receipt(id: 7)).delay(.seconds(3), scheduler: scheduler) }
}

private final class PaymentViewModel {
    private let api: PaymentAPI
    private(set) var receiptID = 0

    init(api: PaymentAPI) {
        self.api = api
        let request = api.pay().subscribe(onSuccess: { [weak self] in self?.receiptID = $0.id }) // expect: missing_dispose_bag transient
    }
}

enum LocalDisposableAsyncSingle: AgreementScenario {
    static func makeOwner() -> AnyObject { PaymentViewModel(api: PaymentAPI(scheduler: ScenarioClock.scheduler)) }
}
