#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A stored subscription with a strong `self`, ended by an explicit `stop()`.
private final class LiveScoreViewModel {
    let scores = PublishRelay<Int>()
    private var subscription: Disposable?
    private(set) var latest = 0

    func start() {
        subscription = scores
            .filter { $0 >= 0 }
            .subscribe(onNext: { self.latest = $0 })
    }

    func stop() {
        subscription?.dispose()
        subscription = nil
    }
}

enum StoredDisposableStopMethod: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = LiveScoreViewModel()
        viewModel.start()
        return viewModel
    }
    static func drive(_ owner: AnyObject) { (owner as! LiveScoreViewModel).scores.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LiveScoreViewModel).latest }
    static func stop(_ owner: AnyObject) { (owner as! LiveScoreViewModel).stop() }
}
