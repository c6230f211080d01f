#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A subject the scope makes and keeps to itself, subscribed into a local bag and sent to
/// before the scope ends: nothing can send after the bag disposes, so nothing is lost.
private final class ScoreBoard {
    private(set) var total = 0

    func tally() {
        let bag = DisposeBag()
        let scores = PublishSubject<Int>()
        scores
            .subscribe(onNext: { [weak self] in self?.total += $0 })
            .disposed(by: bag)
        scores.onNext(3)
    }
}

enum LocalSubjectLocalBag: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let board = ScoreBoard()
        board.tally()
        return board
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ScoreBoard).total }
}
