#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

private enum LoadError: Error { case first }

/// `retry(3)` over a source that fails once then sends and completes, all in place: `retry`
/// subscribes again at once, so every element arrives before the local bag disposes.
private final class SettingsLoader {
    private(set) var received = 0
    private var attempts = 0

    func load() {
        let bag = DisposeBag()
        Observable<Int>.create { observer in
            self.attempts += 1
            if self.attempts == 1 {
                observer.onError(LoadError.first)
            } else {
                observer.onNext(self.attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        .retry(3)
        .subscribe(onNext: { [weak self] _ in self?.received += 1 })
        .disposed(by: bag)
    }
}

enum LocalBagRetryInPlace: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let loader = SettingsLoader()
        loader.load()
        return loader
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SettingsLoader).received }
}
