#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A child subscribes with a strong `self` into its parent coordinator's bag: the parent owns
/// the child and the bag, nothing owns the parent back.
private final class DetailPresenter {
    private(set) var selections: [Int] = []

    func bind(selection: Observable<Int>, disposeBag: DisposeBag) {
        selection
            .map { $0 + 1 }
            .subscribe(onNext: { self.selections.append($0) })
            .disposed(by: disposeBag)
    }
}

private final class ListCoordinator {
    let disposeBag = DisposeBag()
    let selection = PublishRelay<Int>()
    let presenter = DetailPresenter()

    init() {
        presenter.bind(selection: selection.asObservable(), disposeBag: disposeBag)
    }
}

enum BagOwnedByCoordinator: AgreementScenario {
    static func makeOwner() -> AnyObject { ListCoordinator() }
    static func drive(_ owner: AnyObject) { (owner as! ListCoordinator).selection.accept(4) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ListCoordinator).presenter.selections.count }
}
