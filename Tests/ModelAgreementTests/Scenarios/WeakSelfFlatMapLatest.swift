#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `flatMapLatest` with `[weak self]`, returning `.empty()` once `self` is gone.
private final class SearchAPI {
    func search(_ query: String) -> Observable<[String]> { .just([query + "1", query + "2"]) }
}

private final class LiveSearchViewModel {
    let disposeBag = DisposeBag()
    let query = PublishRelay<String>()
    private let api = SearchAPI()
    private(set) var results: [String] = []

    init() {
        query
            .flatMapLatest { [weak self] query -> Observable<[String]> in
                guard let self = self else { return .empty() }
                return self.api.search(query)
            }
            .subscribe(onNext: { [weak self] in self?.results = $0 })
            .disposed(by: disposeBag)
    }
}

enum WeakSelfFlatMapLatest: AgreementScenario {
    static func makeOwner() -> AnyObject { LiveSearchViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! LiveSearchViewModel).query.accept("rx") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LiveSearchViewModel).results.isEmpty ? 0 : 1 }
}
