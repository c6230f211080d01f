#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A same-file `Observable.create` that always completes before returning.
private final class LocaleProvider {
    func preferredLanguages() -> Observable<String> {
        Observable.create { observer in
            observer.onNext("en")
            observer.onNext("fr")
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

private final class LanguagePickerViewModel {
    private let provider = LocaleProvider()
    private(set) var languages: [String] = []

    init() {
        _ = provider.preferredLanguages().subscribe(onNext: { self.languages.append($0) })
    }
}

enum DiscardedSyncCreate: AgreementScenario {
    static func makeOwner() -> AnyObject { LanguagePickerViewModel() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LanguagePickerViewModel).languages.count }
}
