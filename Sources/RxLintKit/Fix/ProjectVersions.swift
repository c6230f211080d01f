/// A version number as manifests and lock files write it (`5.7`, `6.1.0`).
public struct Version: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// `5`, `5.7`, `6.1.0`, `v6.1.0`, `6.1.0-rc.1` (the pre-release part is dropped); nil for
    /// anything else.
    public init?(_ text: some StringProtocol) {
        var body = Substring(text)
        if body.hasPrefix("v") { body = body.dropFirst() }
        if let dash = body.firstIndex(where: { $0 == "-" || $0 == "+" }) { body = body[..<dash] }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy(\.isASCII), let n = Int(part) else { return nil }
            numbers.append(n)
        }
        while numbers.count < 3 { numbers.append(0) }
        self.init(numbers[0], numbers[1], numbers[2])
    }

    public static func < (a: Version, b: Version) -> Bool {
        (a.major, a.minor, a.patch) < (b.major, b.minor, b.patch)
    }

    public var description: String { "\(major).\(minor).\(patch)" }
}

/// The lowest Swift compiler and RxSwift a project certainly builds with, as its own files say
/// (see `ProjectVersionsReader`). `--fix` writes only spellings both accept; where a version
/// is unknown it writes the spelling every supported one accepts.
public struct ProjectVersions: Equatable, Sendable {
    /// A lower bound of the Swift compiler, and the file that says so.
    public var swift: Version?
    public var swiftEvidence: String?
    /// A lower bound of RxSwift, and the file that says so.
    public var rxSwift: Version?
    public var rxSwiftEvidence: String?
    /// The ReactiveCocoa and ReactiveObjC a lock file resolves (Objective-C's verdicts on
    /// subjects depend on them), and that file.
    public var reactive: ReactivePin?
    public var reactiveEvidence: String?

    public init(swift: Version? = nil, rxSwift: Version? = nil) {
        self.swift = swift
        self.rxSwift = rxSwift
    }

    /// Nothing known: the most compatible spellings.
    public static let unknown = ProjectVersions()

    /// `guard let self else` / `if let x {` (SE-0345).
    static let shorthandUnwrap = Version(5, 7)
    /// A closure's implicit `self.` after `guard let self` of a weak self (SE-0365): needed
    /// when a `[self]` closure, which may use members without `self.`, becomes `[weak self]`.
    static let implicitSelfAfterUnwrap = Version(5, 8)
    /// `subscribe(with:)`, `bind(with:)`, `drive(with:)`, `emit(with:)` (RxSwift 6.1).
    static let ownerCalls = Version(6, 1)
    /// `withUnretained(_:)` on `ObservableType`, `Infallible` and `Signal` (RxSwift 6.0).
    static let withUnretained = Version(6, 0)

    func swiftAtLeast(_ version: Version) -> Bool { swift.map { $0 >= version } ?? false }
    func rxSwiftAtLeast(_ version: Version) -> Bool { rxSwift.map { $0 >= version } ?? false }
}

/// The ReactiveCocoa and ReactiveObjC pods (or Carthage dependencies) one lock file resolves.
public struct ReactivePin: Equatable, Sendable {
    public var reactiveCocoa: Version?
    public var reactiveObjC: Version?

    public init(reactiveCocoa: Version? = nil, reactiveObjC: Version? = nil) {
        self.reactiveCocoa = reactiveCocoa
        self.reactiveObjC = reactiveObjC
    }

    /// The first ReactiveCocoa whose `RACSubject` adds the block that removes a subscriber
    /// to that subscriber's own disposable (ReactiveCocoa 4.2.0's `RACSubject.m`; every
    /// ReactiveObjC release has it, and ReactiveCocoa 5 has no Objective-C part).
    public static let subscriberCycle = Version(4, 2)

    /// Whether a subject freed without terminating leaves its subscriptions alive: in
    /// ReactiveObjC and in ReactiveCocoa from 4.2 each subscriber (its passthrough) and its
    /// disposable hold each other; before 4.2 `-subscribe:` returned a plain disposable that
    /// nothing of the subscriber holds, so the subscriber went with the subject. Only a pin of
    /// an older ReactiveCocoa, with no ReactiveObjC beside it, says no.
    public var orphanedSubscriptionsLeak: Bool {
        guard reactiveObjC == nil, let reactiveCocoa else { return true }
        return reactiveCocoa >= Self.subscriberCycle
    }
}
