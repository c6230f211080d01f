#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The app's selection, kept for the whole run by something the screen does not know about.
private enum AppSelection {
    nonisolated(unsafe) static var relay = BehaviorRelay<Int>(value: 0)
}

/// A screen subscribing directly to a relay it is handed, its closure holding self: the relay
/// alone holds the closure, so self lives as long as the relay, which the app keeps.
private final class FilterScreen {
    private let disposeBag = DisposeBag()
    private(set) var selected = 0

    func bind(selection: BehaviorRelay<Int>) {
        selection
            .subscribe(onNext: { self.selected = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum ParameterRelayDirectStrongSelf: AgreementScenario {
    static func prepare() { AppSelection.relay = BehaviorRelay<Int>(value: 0) }

    static func makeOwner() -> AnyObject {
        let screen = FilterScreen()
        screen.bind(selection: AppSelection.relay)
        return screen
    }

    static func drive(_ owner: AnyObject) { AppSelection.relay.accept(3) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FilterScreen).selected }
}
