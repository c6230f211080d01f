#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A presenter subscribes, holding itself strongly, to a sequence its interactor hands it;
/// every call the code makes passes one that completes during `subscribe` (`just`): the
/// completion disposes the subscription, and nothing keeps the presenter once its owner lets
/// it go. rxlint reads the parameter's source at each call ("decided by callers").
private protocol BannerOutput: AnyObject {
    func receiveBanner(banner: Observable<String>)
}

private final class BannerPresenter: BannerOutput {
    let disposeBag = DisposeBag()
    private(set) var received = 0
    var title = ""

    func receiveBanner(banner: Observable<String>) {
        banner
            .subscribe(onNext: { text in
                self.title = text
                self.received += 1
            })
            .disposed(by: disposeBag)
    }
}

private final class BannerInteractor {
    weak var output: BannerOutput?

    func load() {
        output?.receiveBanner(banner: Observable.just("summer sale"))
    }
}

enum ParameterGivenFiniteByCallers: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let presenter = BannerPresenter()
        let interactor = BannerInteractor()
        interactor.output = presenter
        interactor.load()
        return presenter
    }
    static func received(_ owner: AnyObject) -> Int? { (owner as! BannerPresenter).received }
}
