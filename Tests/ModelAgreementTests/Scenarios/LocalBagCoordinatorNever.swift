#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A coordinator whose `start()` does its work at the call and returns `never()`, started into a
/// local bag: the bag goes when the function returns, but the source sends nothing, so nothing
/// is lost.
private final class HomeCoordinator {
    private(set) var shown = 0

    func start() -> Observable<Void> {
        shown += 1
        return Observable.never()
    }
}

private final class DeepLinkParser {
    let home = HomeCoordinator()
    private(set) var results = 0

    func open() {
        let disposeBag = DisposeBag()
        home.start()
            .subscribe(onNext: { [weak self] in self?.results += 1 })
            .disposed(by: disposeBag)
    }
}

enum LocalBagCoordinatorNever: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let parser = DeepLinkParser()
        parser.open()
        return parser
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! DeepLinkParser).results }
    static var silentBecause: String? { "start() returns never(), which sends nothing" }
}
