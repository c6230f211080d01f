#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

// bind(onNext:) and bind(to:) an observer come with RxCocoa in RxSwift 6.
#if canImport(RxCocoa)
import RxCocoa
#endif

/// `bind(onNext:)` is `subscribe(onNext:)`: a strong `self` there leaks the same way.
private final class VolumeViewModel {
    let disposeBag = DisposeBag()
    let volume = BehaviorRelay<Float>(value: 0.5)
    private(set) var label = ""

    init() {
        volume
            .map { Int($0 * 100) }
            .bind(onNext: { self.label = "\($0)%" }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum BindOnNextStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { VolumeViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! VolumeViewModel).volume.accept(0.8) }
}
