#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `merge` then `map` with a strong `self`.
private final class NotificationsViewModel {
    let disposeBag = DisposeBag()
    let push = PublishRelay<String>()
    let inApp = PublishRelay<String>()
    private let prefix = "🔔"
    private(set) var banners: [String] = []

    init() {
        Observable.merge(push.asObservable(), inApp.asObservable())
            .map { self.prefix + $0 } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.banners.append($0) })
            .disposed(by: disposeBag)
    }
}

enum MergeStrongSelfInMap: AgreementScenario {
    static func makeOwner() -> AnyObject { NotificationsViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! NotificationsViewModel).push.accept("new follower") }
}
