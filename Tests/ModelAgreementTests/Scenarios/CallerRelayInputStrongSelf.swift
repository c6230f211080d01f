#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A view model's `transform(_:)` subscribes, holding itself strongly, to an input its
/// screen builds from a relay the screen keeps (`ViewModel.Input(appear: appear.asObservable())`
/// in a local, then `transform(input)`). The subscription sits in the view model's bag and a
/// relay never completes: when the screen goes, its relay goes without a completion, and the
/// view model's bag still holds the Sink ⇄ SinkDisposer cycle that holds the view model.
/// rxlint reads the input's source where each caller writes it ("decided by callers").
private final class ShelfViewModel {
    struct Input {
        let appear: Observable<Void>
    }

    private let disposeBag = DisposeBag()
    private(set) var loads = 0

    func transform(_ input: Input) {
        input.appear
            .map { 1 }
            .subscribe(onNext: { self.loads += $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

private final class ShelfScreen {
    let viewModel = ShelfViewModel()
    private let appear = PublishRelay<Void>()

    func bind() {
        let input = ShelfViewModel.Input(appear: appear.asObservable())
        viewModel.transform(input)
    }

    func viewWillAppear() { appear.accept(()) }
}

enum CallerRelayInputStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let screen = ShelfScreen()
        screen.bind()
        screen.viewWillAppear()
        return screen.viewModel
    }

    static func received(_ owner: AnyObject) -> Int? { (owner as! ShelfViewModel).loads }
}
