#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The fix: `[weak self]` in `onNext`, disposed by `self`'s bag.
private final class SearchService {
    let query = PublishRelay<String>()
}

private final class SearchViewController {
    let disposeBag = DisposeBag()
    private let service: SearchService
    private(set) var title = ""

    init(service: SearchService) {
        self.service = service
        service.query
            .map { "Results for \($0)" }
            .subscribe(onNext: { [weak self] text in
                self?.title = text
            })
            .disposed(by: disposeBag)
    }

    func type(_ text: String) { service.query.accept(text) }
}

enum WeakSelfOnNextBag: AgreementScenario {
    static func makeOwner() -> AnyObject { SearchViewController(service: SearchService()) }
    static func drive(_ owner: AnyObject) { (owner as! SearchViewController).type("rx") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SearchViewController).title.isEmpty ? 0 : 1 }
}
