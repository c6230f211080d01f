#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `onNext` is weak, `onError` is not: one strong handler is enough to leak.
private final class UploadService {
    let progress = PublishRelay<Double>()
}

private final class UploadViewModel {
    let disposeBag = DisposeBag()
    private let service = UploadService()
    private(set) var progress = 0.0
    private(set) var failed = false

    init() {
        service.progress
            .map { min($0, 1) }
            .subscribe(onNext: { [weak self] in self?.progress = $0 },
                       onError: { _ in self.failed = true }) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }

    func report(_ value: Double) { service.progress.accept(value) }
}

enum StrongSelfOnErrorOnly: AgreementScenario {
    static func makeOwner() -> AnyObject { UploadViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! UploadViewModel).report(0.5) }
}
