#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A helper returns its subscription; the caller puts it in its bag.
private final class ChatService {
    let typingUsers = PublishRelay<[String]>()
}

private final class ConversationViewModel {
    let disposeBag = DisposeBag()
    private let chat = ChatService()
    private(set) var typingText = ""

    init() {
        observeTyping().disposed(by: disposeBag)
    }

    private func observeTyping() -> Disposable {
        let subscription = chat.typingUsers
            .map { $0.joined(separator: ", ") }
            .subscribe(onNext: { [weak self] in self?.typingText = $0 })
        return subscription
    }

    func someoneTypes() { chat.typingUsers.accept(["ada"]) }
}

enum LocalDisposableReturned: AgreementScenario {
    static func makeOwner() -> AnyObject { ConversationViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! ConversationViewModel).someoneTypes() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ConversationViewModel).typingText.isEmpty ? 0 : 1 }
}
