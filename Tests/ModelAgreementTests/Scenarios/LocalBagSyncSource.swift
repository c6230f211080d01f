#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local bag around a synchronously completing source: everything happened already.
private final class TipsViewModel {
    private(set) var tips: [String] = []

    init() {
        let bag = DisposeBag()
        Observable.from(["Swipe to archive", "Tap and hold to edit"])
            .subscribe(onNext: { [weak self] in self?.tips.append($0) })
            .disposed(by: bag)
    }
}

enum LocalBagSyncSource: AgreementScenario {
    static func makeOwner() -> AnyObject { TipsViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TipsViewModel).tips.count }
}
