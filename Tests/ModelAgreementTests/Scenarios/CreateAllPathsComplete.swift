#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A `Single.create` that ends on every path (both branches of an `if`): a discarded
/// subscription to it is released during `subscribe`.
private final class SettingsStore {
    var stored: Int? = 3
    private(set) var loaded = 0

    func value() -> Single<Int> {
        return Single.create { single in
            if let value = self.stored {
                single(.success(value))
            } else {
                single(.failure(MissingSetting()))
            }
            return Disposables.create()
        }
    }

    func load() {
        _ = value().subscribe(onSuccess: { [weak self] in self?.loaded = $0 })
    }
}

private struct MissingSetting: Error {}

enum CreateAllPathsComplete: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let store = SettingsStore()
        store.load()
        return store
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SettingsStore).loaded }
}
