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

/// `bind(onNext:)` with `[weak self]`.
private final class VolumeViewModel {
    let disposeBag = DisposeBag()
    let volume = BehaviorRelay<Float>(value: 0.5)
    private(set) var updates = 0

    init() {
        volume
            .map { Int($0 * 100) }
            .bind(onNext: { [weak self] _ in self?.updates += 1 })
            .disposed(by: disposeBag)
    }
}

enum BindOnNextWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { VolumeViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! VolumeViewModel).volume.accept(0.8) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! VolumeViewModel).updates - 1 }
}
