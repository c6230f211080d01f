#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// `onNext: handle` without `self.` is the same bound method.
private final class DownloadsViewModel {
    let disposeBag = DisposeBag()
    let finished = PublishRelay<URL>()
    private(set) var files: [URL] = []

    init() {
        finished
            .filter { $0.isFileURL }
            .subscribe(onNext: handle) // expect: strong_self_capture leak
            .disposed(by: disposeBag)
    }

    private func handle(_ url: URL) { files.append(url) }
}

enum StrongSelfImplicitMethodReference: AgreementScenario {
    static func makeOwner() -> AnyObject { DownloadsViewModel() }
    static func drive(_ owner: AnyObject) { (owner as! DownloadsViewModel).finished.accept(URL(fileURLWithPath: "/tmp/a")) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! DownloadsViewModel).files.count }
}
