#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `SerialDisposable` property with `[weak self]`, disposed in `deinit`.
private final class ReconnectingSocket {
    let messages = PublishRelay<String>()
    private let connection = SerialDisposable()
    private(set) var received = 0

    init() {
        connection.disposable = messages
            .map { $0.uppercased() }
            .subscribe(onNext: { [weak self] _ in self?.received += 1 })
    }

    deinit {
        connection.dispose()
    }
}

enum SerialDisposableWeakSelfDeinit: AgreementScenario {
    static func makeOwner() -> AnyObject { ReconnectingSocket() }
    static func drive(_ owner: AnyObject) { (owner as! ReconnectingSocket).messages.accept("ping") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ReconnectingSocket).received }
}
