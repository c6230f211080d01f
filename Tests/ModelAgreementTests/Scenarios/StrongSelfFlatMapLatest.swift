#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in `flatMapLatest`, the usual search-as-you-type chain.
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
            .flatMapLatest { query in
                self.api.search(query) // expect: strong_self_capture leak
            }
            .subscribe(onNext: { [weak self] in self?.results = $0 })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfFlatMapLatest: AgreementScenario {
    static func makeOwner() -> AnyObject { LiveSearchViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! LiveSearchViewModel).query.accept("rx") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LiveSearchViewModel).results.isEmpty ? 0 : 1 }
}
