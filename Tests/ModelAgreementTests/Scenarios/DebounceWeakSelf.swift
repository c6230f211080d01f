#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A debounced search box with `[weak self]`.
private final class SearchBarViewModel {
    let disposeBag = DisposeBag()
    let text = PublishRelay<String>()
    private(set) var searches: [String] = []

    init(scheduler: SchedulerType) {
        text
            .debounce(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { [weak self] in self?.searches.append($0) })
            .disposed(by: disposeBag)
    }
}

enum DebounceWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SearchBarViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) {
        (owner as! SearchBarViewModel).text.accept("rx")
        ScenarioClock.advance(by: 1)
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SearchBarViewModel).searches.count }
}
