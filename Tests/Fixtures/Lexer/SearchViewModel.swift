import Foundation
import RxCocoa
import RxSwift

/// Drives the search screen: debounced queries, paging, and error banners.
final class SearchViewModel {
    struct Input {
        let query: Observable<String>
        let loadMore: Observable<Void>
    }

    struct Output {
        let results: Driver<[SearchResult]>
        let isLoading: Driver<Bool>
        let errorMessage: Signal<String>
    }

    private let service: SearchServiceType
    private let scheduler: SchedulerType
    private let disposeBag = DisposeBag()
    private let resultsRelay = BehaviorRelay<[SearchResult]>(value: [])
    private let errors = PublishSubject<Error>()

    init(service: SearchServiceType, scheduler: SchedulerType = MainScheduler.instance) {
        self.service = service
        self.scheduler = scheduler
    }

    func transform(_ input: Input) -> Output {
        let loading = ActivityIndicator()
        input.query
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty && $0.count >= 2 }
            .distinctUntilChanged()
            .debounce(.milliseconds(300), scheduler: scheduler)
            .flatMapLatest { [weak self] query -> Observable<[SearchResult]> in
                guard let self = self else { return .empty() }
                return self.service.search(query: query, page: 0)
                    .trackActivity(loading)
                    .catch { error in
                        self.errors.onNext(error) // strong self: a real leak
                        return .just([])
                    }
            }
            .observe(on: MainScheduler.instance)
            .bind(to: resultsRelay)
            .disposed(by: disposeBag)

        input.loadMore
            .withLatestFrom(input.query)
            .subscribe(onNext: { [unowned self] query in
                let page = self.resultsRelay.value.count / 20
                print("loading page \(page) for \"\(query)\" (\(self.resultsRelay.value.count) so far)")
            }, onError: { error in
                print("error: \(error.localizedDescription)")
            })
            .disposed(by: disposeBag)

        _ = errors.subscribe(onNext: { print($0) })

        let message = errors.map { error -> String in
            switch error {
            case let e as URLError where e.code == .notConnectedToInternet:
                return "You are offline."
            default:
                return #"Something went wrong: "\#(error)""#
            }
        }

        #if DEBUG
        resultsRelay.subscribe(with: self) { owner, results in
            owner.log("results: \(results.map { "\($0.id)" }.joined(separator: ", "))")
        }
        .disposed(by: disposeBag)
        #endif

        return Output(results: resultsRelay.asDriver(),
                      isLoading: loading.asDriver(),
                      errorMessage: message.asSignal(onErrorJustReturn: ""))
    }

    private func log(_ text: String) {
        let banner = """
            ==== \(type(of: self)) ====
            \(text)
            \"""
            """
        debugPrint(banner, 0x1F, 1_000.5e-2, tuple.0.1)
    }
}
