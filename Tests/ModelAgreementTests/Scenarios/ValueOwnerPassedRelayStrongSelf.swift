#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A struct subscribing directly to a relay it is handed, its closure holding a copy of it:
/// the struct's bag holds only the relay's subscription disposable, which points at the relay
/// weakly, so nothing runs back to the bag. When the screen goes, everything goes.
private struct SearchPresenter {
    let bag = DisposeBag()
    let results = BehaviorRelay<[String]>(value: [])

    func bind(query: PublishRelay<String>) {
        query.subscribe(onNext: { text in self.results.accept([text]) }).disposed(by: bag)
    }
}

private final class SearchScreen {
    let query = PublishRelay<String>()
    let presenter = SearchPresenter()

    init() { presenter.bind(query: query) }
}

enum ValueOwnerPassedRelayStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SearchScreen() }
    static func drive(_ owner: AnyObject) { (owner as! SearchScreen).query.accept("rx") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SearchScreen).presenter.results.value.count }
}
