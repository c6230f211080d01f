#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A picker whose own method completes its subject when its screen closes (a second later, on
/// the clock): a strong `self` subscribed to it in `self`'s bag is kept until then, not forever.
private final class PhotoPicker {
    private let selectedSubject = PublishSubject<Int>()
    private let scheduler: SchedulerType
    var selected: Observable<Int> { selectedSubject.asObservable() }

    init(scheduler: SchedulerType) { self.scheduler = scheduler }

    func choose(_ photo: Int) { selectedSubject.onNext(photo) }

    func close() {
        _ = scheduler.scheduleRelative((), dueTime: .seconds(1)) { [selectedSubject] _ in
            selectedSubject.onCompleted()
            return Disposables.create()
        }
    }
}

private final class RegisterScreen {
    let disposeBag = DisposeBag()
    let picker: PhotoPicker
    private(set) var picked = 0

    init(picker: PhotoPicker) {
        self.picker = picker
        picker.selected
            .subscribe(onNext: { self.picked += $0 }) // expect: strong_self_capture transient
            .disposed(by: disposeBag)
    }
}

enum SubjectCompletedByItsType: AgreementScenario {
    static func makeOwner() -> AnyObject { RegisterScreen(picker: PhotoPicker(scheduler: ScenarioClock.scheduler)) }
    static func drive(_ owner: AnyObject) { (owner as! RegisterScreen).picker.choose(1) }
    static func stop(_ owner: AnyObject) { (owner as! RegisterScreen).picker.close() }
    static func received(_ owner: AnyObject) -> Int? { (owner as! RegisterScreen).picked }
}
