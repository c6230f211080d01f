#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A local `let` subscription that is never disposed, stored or returned.
private final class ChatService {
    let typingUsers = PublishRelay<[String]>()
}

private final class ConversationViewModel {
    private let chat = ChatService()
    private(set) var typingText = ""

    func observeTyping() {
        let subscription = chat.typingUsers
            .map { $0.joined(separator: ", ") }
            .subscribe(onNext: { [weak self] in self?.typingText = $0 }) // expect: missing_dispose_bag leak
    }

    func someoneTypes() { chat.typingUsers.accept(["ada"]) }
}

enum LocalDisposableNeverDisposed: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = ConversationViewModel()
        viewModel.observeTyping()
        return viewModel
    }
    static func drive(_ owner: AnyObject) { (owner as! ConversationViewModel).someoneTypes() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ConversationViewModel).typingText.isEmpty ? 0 : 1 }
}
