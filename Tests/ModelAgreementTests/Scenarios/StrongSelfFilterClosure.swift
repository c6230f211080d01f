#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A strong `self` in a `filter` predicate.
private final class MessageListViewModel {
    let disposeBag = DisposeBag()
    let messages = PublishRelay<String>()
    private var blocked: Set<String> = ["spam"]
    private(set) var visible: [String] = []

    init() {
        messages
            .filter { !self.blocked.contains($0) } // expect: strong_self_capture leak
            .subscribe(onNext: { [weak self] in self?.visible.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfFilterClosure: AgreementScenario {
    static func makeOwner() -> AnyObject { MessageListViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! MessageListViewModel).messages.accept("hi") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! MessageListViewModel).visible.count }
}
