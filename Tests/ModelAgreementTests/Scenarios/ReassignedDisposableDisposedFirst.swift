#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// The fix: dispose the previous subscription before reassigning, and in `deinit`.
private final class FeedService {
    let posts = PublishRelay<[String]>()
}

private final class TimelineViewModel {
    private let service = FeedService()
    private var feedSubscription: Disposable?
    private(set) var posts: [String] = []

    func refresh() {
        feedSubscription?.dispose()
        feedSubscription = service.posts
            .map { $0.reversed() }
            .subscribe(onNext: { [weak self] in self?.posts = $0 })
    }

    func publish() { service.posts.accept(["first", "second"]) }

    deinit {
        feedSubscription?.dispose()
    }
}

enum ReassignedDisposableDisposedFirst: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let viewModel = TimelineViewModel()
        viewModel.refresh()
        viewModel.refresh()
        return viewModel
    }
    static func drive(_ owner: AnyObject) { (owner as! TimelineViewModel).publish() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! TimelineViewModel).posts.count }
}
