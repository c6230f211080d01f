/// The Rx API facts the analyzer relies on, as data. The defaults describe RxSwift 4–6,
/// RxCocoa and RxRelay; a team's `.lintrc` extends them (see `KnowledgeExtension`).
public struct Knowledge: Sendable {
    /// Calls that subscribe and return a `Disposable` (`subscribe`, `bind`, `drive`, …).
    public var subscriptionCalls: Set<String> {
        didSet {
            subscriptionCallNames = ByteNameSet(subscriptionCalls)
            prefilterNeedles = Knowledge.needles(subscriptionCalls, subscriptionOperators)
        }
    }
    /// Infix operators that subscribe and return a `Disposable` (e.g. a team's `<->` binding).
    public var subscriptionOperators: Set<String> {
        didSet { prefilterNeedles = Knowledge.needles(subscriptionCalls, subscriptionOperators) }
    }
    /// Methods called on a `Disposable` that hand it to an owner (`disposed(by:)`, …).
    public var disposalMethods: Set<String> {
        didSet { disposalMethodNames = ByteNameSet(disposalMethods) }
    }
    /// Names of calls whose observable completes (`just`, a team's network `Single`s, …).
    public var completingCalls: Set<String>
    /// Names of calls or properties whose observable never completes.
    public var neverCompletingCalls: Set<String>
    /// Property names that hold a `DisposeBag` even when their type is not visible.
    public var disposeBagNames: Set<String> {
        didSet { disposeBagNameSet = NameSet(disposeBagNames) }
    }

    /// The same names, compared against token bytes on the per-token paths.
    private(set) var subscriptionCallNames: ByteNameSet
    private(set) var disposalMethodNames: ByteNameSet
    /// The bag names, as the model asks about them for every subscription.
    private(set) var disposeBagNameSet: NameSet

    /// Byte strings whose absence proves a file has no subscription: the subscription names
    /// that contain no shorter one (`subscribeNext` contains `subscribe`), and the operators.
    /// Kept in step with the names, so every file's scan reads them as they are.
    public private(set) var prefilterNeedles: [[UInt8]] {
        didSet { prefilterRarest = prefilterNeedles.map(ByteSearch.rarestByteOffset) }
    }
    /// Where each needle's rarest byte sits (see `ByteSearch`), found once.
    private(set) var prefilterRarest: [Int] = []

    private static func needles(_ names: Set<String>, _ operators: Set<String>) -> [[UInt8]] {
        let minimal = names.filter { name in !names.contains { $0 != name && name.hasPrefix($0) } }
        return (minimal.sorted() + operators.sorted()).map { Array($0.utf8) }
    }

    public init(subscriptionCalls: Set<String>, subscriptionOperators: Set<String>, disposalMethods: Set<String>,
                completingCalls: Set<String>, neverCompletingCalls: Set<String>, disposeBagNames: Set<String>) {
        self.subscriptionCalls = subscriptionCalls
        self.subscriptionOperators = subscriptionOperators
        self.disposalMethods = disposalMethods
        subscriptionCallNames = ByteNameSet(subscriptionCalls)
        disposalMethodNames = ByteNameSet(disposalMethods)
        prefilterNeedles = Knowledge.needles(subscriptionCalls, subscriptionOperators)
        prefilterRarest = prefilterNeedles.map(ByteSearch.rarestByteOffset)
        self.completingCalls = completingCalls
        self.neverCompletingCalls = neverCompletingCalls
        self.disposeBagNames = disposeBagNames
        disposeBagNameSet = NameSet(disposeBagNames)
    }

    /// RxSwift/RxCocoa/RxRelay as shipped.
    public static let standard = Knowledge(
        subscriptionCalls: ["subscribe", "subscribeNext", "subscribeOnNext", "bind", "bindTo", "drive", "driveNext", "emit"],
        subscriptionOperators: [],
        disposalMethods: ["disposed", "addDisposableTo"],
        completingCalls: [],
        neverCompletingCalls: [],
        disposeBagNames: ["disposeBag", "bag", "disposebag"]
    )

    /// Whether these are the standard facts, nothing added.
    public var isStandard: Bool {
        let standard = Knowledge.standard
        return subscriptionCalls == standard.subscriptionCalls && subscriptionOperators == standard.subscriptionOperators
            && disposalMethods == standard.disposalMethods && completingCalls == standard.completingCalls
            && neverCompletingCalls == standard.neverCompletingCalls && disposeBagNames == standard.disposeBagNames
    }

    /// These facts plus a team's own.
    public func extended(with ext: KnowledgeExtension) -> Knowledge {
        var k = self
        k.subscriptionCalls.formUnion(ext.subscriptionCalls)
        k.subscriptionOperators.formUnion(ext.subscriptionOperators)
        k.disposalMethods.formUnion(ext.disposalMethods)
        k.completingCalls.formUnion(ext.completingCalls)
        k.neverCompletingCalls.formUnion(ext.neverCompletingCalls)
        k.disposeBagNames.formUnion(ext.disposeBagNames)
        return k
    }
}

/// A team's additions to `Knowledge`, as read from `.lintrc`.
public struct KnowledgeExtension: Codable, Equatable, Sendable {
    public var subscriptionCalls: [String] = []
    public var subscriptionOperators: [String] = []
    public var disposalMethods: [String] = []
    public var completingCalls: [String] = []
    public var neverCompletingCalls: [String] = []
    public var disposeBagNames: [String] = []
    public init() {}
}
