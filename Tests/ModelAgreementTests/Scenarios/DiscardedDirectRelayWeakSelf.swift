#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A direct subscription to a relay owned by `self`: held by the relay only, freed with it.
private final class CartViewModel {
    let itemAdded = PublishRelay<String>()
    private(set) var items: [String] = []

    init() {
        _ = itemAdded.subscribe(onNext: { [weak self] item in
            self?.items.append(item)
        })
    }
}

enum DiscardedDirectRelayWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { CartViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! CartViewModel).itemAdded.accept("book") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! CartViewModel).items.count }
}
