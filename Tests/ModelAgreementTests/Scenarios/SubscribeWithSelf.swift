#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `subscribe(with: self)` hands the handlers an unretained `self`.
private final class NotesViewModel {
    let disposeBag = DisposeBag()
    let notes = BehaviorRelay<[String]>(value: [])
    private(set) var count = 0

    init() {
        notes
            .map { $0.count }
            .subscribe(with: self, onNext: { owner, count in owner.count = count })
            .disposed(by: disposeBag)
    }
}

enum SubscribeWithSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { NotesViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! NotesViewModel).notes.accept(["a", "b"]) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! NotesViewModel).count }
}
