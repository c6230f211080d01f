// Deliberately leaking: the plugin must report this discarded subscription. The package has
// no dependency, so the RxSwift code compiles only where RxSwift is available; rxlint reads
// every branch of `#if`.
#if canImport(RxSwift) && canImport(RxRelay)
import RxSwift
import RxRelay

final class ReleaseBundleFeed {
    let items = BehaviorRelay<[String]>(value: [])

    func start() {
        _ = items.map { $0.count }.subscribe(onNext: { print($0) })
    }
}
#endif
