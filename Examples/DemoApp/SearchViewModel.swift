import RxRelay
import RxSwift

final class SearchViewModel {
    let query = BehaviorRelay<String>(value: "")
    let results = BehaviorRelay<[String]>(value: [])
    private let disposeBag = DisposeBag()

    func start() {
        // Leak: nobody can dispose this, and the relay never completes.
        _ = query
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] text in
                self?.results.accept([text])
            })

        // Fine: subscribe(with:) passes self weakly.
        query
            .distinctUntilChanged()
            .subscribe(with: self, onNext: { owner, text in owner.log(text) })
            .disposed(by: disposeBag)
    }

    private func log(_ text: String) {
        print(text)
    }
}
