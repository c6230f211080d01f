#if canImport(RxSwift)
import RxSwift
#else
import RxModel
#endif
import Foundation

/// A control as RxCocoa's control events treat it: the subscription stays registered with the
/// control until it is disposed, and the control completes it when it deallocates
/// (`take(until: control.rx.deallocated)`).
private final class OutletButton: ReactiveCompatible {
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

fileprivate extension Reactive where Base: OutletButton {
    var tap: Observable<Void> {
        let button = base
        return Observable.create { [weak button] observer in
            let id = button?.add(observer)
            return Disposables.create { if let id { button?.observers[id] = nil } }
        }
    }
}

/// The view a controller owns: it keeps its subviews.
private final class OutletRootView {
    var subviews: [AnyObject] = []
}

/// `@IBOutlet weak var loginButton`: the button lives in the controller's view, which the
/// controller owns, so its taps never end while the controller lives. A strong self in the
/// tap's closure, kept by the controller's bag: self → disposeBag → subscription → onNext
/// closure → self, and self → view → button → subscription.
private final class OutletLoginViewController {
    let view = OutletRootView()
    #if canImport(UIKit)
    @IBOutlet weak var loginButton: OutletButton!
    #else
    // Swift off Apple platforms refuses `@IBOutlet` on a class that is not `@objc`: this is the
    // same weak reference into the view hierarchy, connected as a nib connects an outlet.
    weak var loginButton: OutletButton!
    #endif
    private let disposeBag = DisposeBag()
    private(set) var attempts = 0

    init() {
        let button = OutletButton()
        view.subviews.append(button)
        loginButton = button
        loginButton.rx.tap.subscribe(onNext: { self.attempts += 1 }).disposed(by: disposeBag) // expect: strong_self_capture leak
    }
}

enum WeakOutletTapStrongSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { OutletLoginViewController() }
    static func drive(_ owner: AnyObject) { (owner as! OutletLoginViewController).loginButton.sendTap() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! OutletLoginViewController).attempts }
}
