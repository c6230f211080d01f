#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[weak self]`, `guard let self`, then a collection's `map` over the element the observer
/// was handed uses the strong `self`: it runs inside the observer and keeps nothing after it,
/// so the owner goes when it is released.
private final class TabsViewModel {
    let disposeBag = DisposeBag()
    let tabs = BehaviorRelay<[String]>(value: [])
    private(set) var titles: [String] = []

    init() {
        tabs
            .subscribe(onNext: { [weak self] names in
                guard let self = self else { return }
                self.titles = names.map { self.title(for: $0) }
            })
            .disposed(by: disposeBag)
    }

    private func title(for name: String) -> String { name.uppercased() }
}

enum WeakSelfElementMapRecapture: AgreementScenario {
    static func makeOwner() -> AnyObject { TabsViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! TabsViewModel).tabs.accept(["feed", "profile"]) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TabsViewModel).titles.count }
}
