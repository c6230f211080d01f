#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A direct subscription to a subject owned by `self`, strong `self`, in `self`'s bag:
/// self -> subject -> observer -> closure -> self.
private final class ChatViewModel {
    let disposeBag = DisposeBag()
    let incoming = PublishSubject<String>()
    private(set) var messages: [String] = []

    init() {
        incoming
            .subscribe(onNext: { message in self.messages.append(message) }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }
}

enum StrongSelfDirectSubjectBag: AgreementScenario {
    static func makeOwner() -> AnyObject { ChatViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! ChatViewModel).incoming.onNext("hello") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ChatViewModel).messages.count }
}
