#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `[weak self]` in a `flatMap`, `guard let self`, then the sequence it returns captures the
/// strong `self`; that sequence completes during subscribe, so its inner subscription, and the
/// closure with it, is gone as soon as each element has gone through.
private final class TagsViewModel {
    let disposeBag = DisposeBag()
    let tagDidTap = PublishRelay<String>()
    private(set) var tags: [String] = []

    init() {
        tagDidTap
            .flatMap { [weak self] tag -> Observable<String> in
                guard let self = self else { return .empty() }
                return Observable.just(tag).do(onNext: { self.tags.append($0) })
            }
            .subscribe()
            .disposed(by: disposeBag)
    }
}

enum InnerJustRecaptureClean: AgreementScenario {
    static func makeOwner() -> AnyObject { TagsViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! TagsViewModel).tagDidTap.accept("swift") }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TagsViewModel).tags.count }
}
