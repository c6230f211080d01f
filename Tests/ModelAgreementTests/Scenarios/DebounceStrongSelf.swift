#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A debounced search box whose handler captures `self`.
private final class SearchBarViewModel {
    let disposeBag = DisposeBag()
    let text = PublishRelay<String>()
    private(set) var searches: [String] = []

    init(scheduler: SchedulerType) {
        text
            .debounce(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { self.searches.append($0) }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum DebounceStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { SearchBarViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) {
        (owner as! SearchBarViewModel).text.accept("rx")
        ScenarioClock.advance(by: 1)
    }
}
