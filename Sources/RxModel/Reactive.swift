/// RxSwift's `.rx` namespace: `Reactive<Base>` wraps an object so that extensions can add its
/// sequences (`button.rx.tap`) without crowding the object's own members. It holds its base
/// strongly only while the expression is evaluated; the sequences decide what they keep.
public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }
}

/// A type that offers `.rx`, as `NSObject` does in RxCocoa.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A setter only so that `mutating` extensions compile, as in RxSwift.
        set {}
    }
}
