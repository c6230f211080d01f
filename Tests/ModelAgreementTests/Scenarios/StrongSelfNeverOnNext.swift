#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` only in `onNext` of `never()`: the observer is dropped at once.
private final class FeatureFlagViewModel {
    let disposeBag = DisposeBag()
    private(set) var flags: [String] = []

    init() {
        Observable<String>.never()
            .subscribe(onNext: { self.flags.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfNeverOnNext: AgreementScenario {
    static func makeOwner() -> AnyObject { FeatureFlagViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FeatureFlagViewModel).flags.count }
    static var silentBecause: String? { "never() sends nothing" }
}
