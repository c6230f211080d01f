#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The outer `onNext` closure has no capture list; to build the inner `[weak self]` closure it
/// must capture `self` strongly itself.
private final class GalleryViewModel {
    let disposeBag = DisposeBag()
    let photos = PublishRelay<[String]>()
    private(set) var shown: [String] = []
    private var pendingUpdates: [() -> Void] = []

    init() {
        photos
            .map { $0.sorted() }
            .subscribe(onNext: { sorted in
                let apply = { [weak self] in // expect: strong_self_capture leak
                    self?.shown = sorted
                }
                apply()
            })
            .disposed(by: disposeBag)
    }
}

enum StrongSelfOuterClosureOfWeakInner: AgreementScenario {
    static func makeOwner() -> AnyObject { GalleryViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! GalleryViewModel).photos.accept(["b", "a"]) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! GalleryViewModel).shown.count }
}
