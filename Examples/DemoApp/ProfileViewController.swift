import RxCocoa
import RxSwift
import UIKit

final class ProfileViewController: BaseViewController {
    private let viewModel: ProfileViewModel
    private let nameLabel = UILabel()
    private let refreshButton = UIButton()

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()

        // Fine: bind(to:) a property of a view holds the label, not self.
        viewModel.title.bind(to: nameLabel.rx.text).disposed(by: disposeBag)

        // Leak: strong self in a handler, kept by the bag inherited from BaseViewController.
        viewModel.followers
            .subscribe(onNext: { text in
                self.title = text
            })
            .disposed(by: disposeBag)

        // Leak: the method reference holds self.
        refreshButton.rx.tap.subscribe(onNext: handleRefresh).disposed(by: disposeBag)

        // Bug: the local bag disposes the subscription when viewDidLoad returns.
        let bag = DisposeBag()
        viewModel.refresh
            .subscribe(onNext: { print("refresh requested") })
            .disposed(by: bag)
    }

    private func handleRefresh() {
        viewModel.refresh.accept(())
    }
}
