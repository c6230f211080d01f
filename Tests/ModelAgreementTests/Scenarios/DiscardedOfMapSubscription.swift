#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Builds menu titles from a fixed list; `of` + `map` complete synchronously.
private final class MenuViewModel {
    private(set) var titles: [String] = []

    func load() {
        _ = Observable.of("home", "search", "profile")
            .map { $0.capitalized }
            .subscribe(onNext: { self.titles.append($0) })
    }
}

enum DiscardedOfMapSubscription: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = MenuViewModel()
        viewModel.load()
        return viewModel
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! MenuViewModel).titles.count }
}
