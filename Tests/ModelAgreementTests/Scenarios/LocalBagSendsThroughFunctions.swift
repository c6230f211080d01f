#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local bag, and the scope sends after subscribing through a local function and through a
/// method of the type: the calls send synchronously, so every element arrives before the bag
/// goes and nothing is lost.
private final class RunningTotal {
    let amounts = PublishSubject<Int>()
    private(set) var total = 0

    func recompute(_ values: [Int]) {
        let bag = DisposeBag()
        func send(_ value: Int) { amounts.onNext(value) }
        amounts
            .subscribe(onNext: { [weak self] in self?.total += $0 })
            .disposed(by: bag)
        for value in values { send(value) }
        sendLast()
    }

    private func sendLast() { amounts.onNext(100) }
}

enum LocalBagSendsThroughFunctions: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let owner = RunningTotal()
        owner.recompute([1, 2, 3])
        return owner
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! RunningTotal).total }
}
