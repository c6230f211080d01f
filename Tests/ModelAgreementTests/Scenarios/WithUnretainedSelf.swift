#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `withUnretained(self)` pairs each element with a weakly held `self`.
private final class TabBarViewModel {
    let disposeBag = DisposeBag()
    let selectedTab = PublishRelay<Int>()
    private(set) var history: [Int] = []

    init() {
        selectedTab
            .withUnretained(self)
            .subscribe(onNext: { owner, tab in owner.history.append(tab) })
            .disposed(by: disposeBag)
    }
}

enum WithUnretainedSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { TabBarViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! TabBarViewModel).selectedTab.accept(2) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TabBarViewModel).history.count }
}
