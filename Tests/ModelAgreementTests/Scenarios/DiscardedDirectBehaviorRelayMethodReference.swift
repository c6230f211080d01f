#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded direct subscription to a `BehaviorRelay` owned by `self` with a method
/// reference: the bound method holds `self`.
private final class FormViewModel {
    let email = BehaviorRelay(value: "")
    private(set) var renders = 0

    init() {
        _ = email.subscribe(onNext: self.render) // expect: strong_self_capture leak
    }

    private func render(_ email: String) { renders += 1 }
}

enum DiscardedDirectBehaviorRelayMethodReference: AgreementScenario {
    static func makeOwner() -> AnyObject { FormViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! FormViewModel).email.accept("a@b.c") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! FormViewModel).renders - 1 }
}
