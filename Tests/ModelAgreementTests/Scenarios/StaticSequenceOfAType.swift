#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A static property named through its type (`SortOptions.all`), whose initializer is a
/// sequence that ends at once: the strong `self` in self's bag is let go during `subscribe`.
private enum SortOptions {
    static let all = Observable.of(1, 2, 3)
}

private final class SortMenu {
    let disposeBag = DisposeBag()
    private(set) var options: [Int] = []

    init() {
        SortOptions.all
            .subscribe(onNext: { self.options.append($0) })
            .disposed(by: disposeBag)
    }
}

enum StaticSequenceOfAType: AgreementScenario {
    /// The static sequence lives for the whole process, made before the object under test.
    static func prepare() { _ = SortOptions.all }
    static func makeOwner() -> AnyObject { SortMenu() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! SortMenu).options.count }
}
