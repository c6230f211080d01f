#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A struct view state whose closure captures a copy of itself; the copy holds the relay it
/// subscribes to and the bag: relay -> observer -> closure -> copy -> relay.
private struct CounterState {
    let taps = PublishRelay<Void>()
    let disposeBag = DisposeBag()
    let log = TapLog()

    func bind() {
        taps
            .subscribe(onNext: { self.log.count += 1 }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

private final class TapLog {
    var count = 0
}

private final class CounterScreen {
    let state = CounterState()
    init() { state.bind() }
}

enum StructOwnerRelayCycle: AgreementScenario {
    static func makeOwner() -> AnyObject { CounterScreen() }
    static func drive(_ owner: AnyObject) { (owner as! CounterScreen).state.taps.accept(()) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! CounterScreen).state.log.count }
}
