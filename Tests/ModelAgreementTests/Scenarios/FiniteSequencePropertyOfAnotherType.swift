#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// A property of another object that its initializer gives a finite sequence
/// (`Observable.of(x)`): a strong self in the subscription is released once the sequence has
/// sent its element and completed, so the owner goes with its last reference.
private final class ChartViewModel {
    let icons: Observable<[String]>

    init(names: [String]) {
        self.icons = Observable.of(names).map { $0.sorted() }
    }
}

private final class ChartCard {
    private let disposeBag = DisposeBag()
    private(set) var shown = 0

    func bind(with viewModel: ChartViewModel) {
        viewModel.icons
            .subscribe(onNext: { icons in self.shown += icons.count })
            .disposed(by: disposeBag)
    }
}

enum FiniteSequencePropertyOfAnotherType: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let owner = ChartCard()
        owner.bind(with: ChartViewModel(names: ["b", "a"]))
        return owner
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ChartCard).shown }
}
