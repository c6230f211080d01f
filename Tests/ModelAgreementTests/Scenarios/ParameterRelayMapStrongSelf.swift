#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A screen subscribing through `map` to a relay it is handed: the Sink ⇄ SinkDisposer cycle
/// sits in self's bag and holds self, and a relay never completes. Even once the relay is
/// gone (the caller here keeps it only while binding), nothing breaks the cycle.
private final class LabelScreen {
    private let disposeBag = DisposeBag()
    private(set) var label = ""

    func bind(selection: BehaviorRelay<Int>) {
        selection
            .map { "#\($0)" }
            .subscribe(onNext: { self.label = $0 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum ParameterRelayMapStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let screen = LabelScreen()
        let selection = BehaviorRelay<Int>(value: 7)
        screen.bind(selection: selection)
        return screen
    }

    static func received(_ owner: AnyObject) -> Int? { (owner as! LabelScreen).label == "#7" ? 1 : 0 }
}
