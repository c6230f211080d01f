#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[unowned self]` lets the owner go; the bag ends the subscription in the same deinit.
private final class PlayerViewModel {
    let disposeBag = DisposeBag()
    let playbackState = PublishRelay<Bool>()
    private(set) var isPlaying = false

    init() {
        playbackState
            .distinctUntilChanged()
            .subscribe(onNext: { [unowned self] in self.isPlaying = $0 })
            .disposed(by: disposeBag)
    }
}

enum UnownedSelfOnNext: AgreementScenario {
    static func makeOwner() -> AnyObject { PlayerViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! PlayerViewModel).playbackState.accept(true) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PlayerViewModel).isPlaying ? 1 : 0 }
}
