#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// A control as RxCocoa's control events treat it: the subscription stays registered with the
/// control until it is disposed, and the control completes it when it deallocates.
private final class PresenterButton: ReactiveCompatible {
    fileprivate var observers: [Int: AnyObserver<Void>] = [:]
    private var nextID = 0

    fileprivate func add(_ observer: AnyObserver<Void>) -> Int {
        nextID += 1
        observers[nextID] = observer
        return nextID
    }

    func sendTap() { observers.values.forEach { $0.onNext(()) } }

    deinit { observers.values.forEach { $0.onCompleted() } }
}

fileprivate extension Reactive where Base: PresenterButton {
    var tap: Observable<Void> {
        let button = base
        return Observable.create { [weak button] observer in
            let id = button?.add(observer)
            return Disposables.create { if let id { button?.observers[id] = nil } }
        }
    }
}

private protocol LoginViewProtocol: AnyObject {
    var loginButton: PresenterButton { get }
}

/// The presenter holds its view weakly and subscribes to the view's button with a strong self.
/// The view owns the presenter: the taps end when the view goes, and the presenter goes with
/// it. No cycle runs through the presenter; it lives exactly as long as its view.
private final class LoginPresenter {
    weak var view: LoginViewProtocol?
    private let disposeBag = DisposeBag()
    private(set) var logins = 0

    init(view: LoginViewProtocol) {
        self.view = view
    }

    func attach() {
        self.view?.loginButton.rx.tap
            .subscribe(onNext: { self.logins += 1 }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

private final class LoginScreen: LoginViewProtocol {
    let loginButton = PresenterButton()
    var presenter: LoginPresenter!

    init() {
        presenter = LoginPresenter(view: self)
        presenter.attach()
    }
}

/// The navigation stack that shows the screen; it closes the screen a second after it opened.
private enum PresenterWindow {
    nonisolated(unsafe) static var screens: [LoginScreen] = []
}

enum WeakViewPresenterTapStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject {
        let screen = LoginScreen()
        PresenterWindow.screens.append(screen)
        _ = ScenarioClock.scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            PresenterWindow.screens.removeAll()
            return Disposables.create()
        }
        return screen.presenter
    }

    static func drive(_ owner: AnyObject) { (owner as! LoginPresenter).view?.loginButton.sendTap() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! LoginPresenter).logins }
}
