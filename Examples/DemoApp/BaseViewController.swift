import RxCocoa
import RxSwift
import UIKit

/// Every screen of the demo app inherits its bag from here.
class BaseViewController: UIViewController {
    let disposeBag = DisposeBag()

    func showError(_ error: Error) {
        print("error:", error)
    }
}
