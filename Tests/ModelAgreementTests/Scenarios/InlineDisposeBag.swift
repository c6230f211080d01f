#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `.disposed(by: DisposeBag())`: the new bag dies at the end of the statement.
private final class ThemeObserver {
    let themeChanges = PublishRelay<String>()
    private(set) var appliedThemes: [String] = []

    init() {
        themeChanges
            .subscribe(onNext: { [weak self] in self?.appliedThemes.append($0) }) // expect: local_dispose_bag disposed-immediately
            .disposed(by: DisposeBag())
    }
}

enum InlineDisposeBag: AgreementScenario {
    static func makeOwner() -> AnyObject { ThemeObserver() }
    static func drive(_ owner: AnyObject) { (owner as! ThemeObserver).themeChanges.accept("dark") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! ThemeObserver).appliedThemes.count }
}
