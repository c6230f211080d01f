/// An edit that removes a finding's cause: replacements of byte ranges of the file as it was
/// linted. Ranges never overlap; applying them together gives the fixed text.
public struct FixEdit: Codable, Hashable, Sendable {
    /// What the edit does, in one line (`Capture [weak self] and unwrap it first`).
    public var description: String
    public var replacements: [TextReplacement]

    public init(description: String, replacements: [TextReplacement]) {
        self.description = description
        self.replacements = replacements
    }
}

/// `text` in place of the bytes `start..<end` (an insertion when they are equal), also given
/// as 1-based lines and columns (columns count code points; the end is exclusive).
public struct TextReplacement: Codable, Hashable, Sendable {
    public var start: Int
    public var end: Int
    public var text: String
    public var startLine = 0
    public var startColumn = 0
    public var endLine = 0
    public var endColumn = 0

    public init(start: Int, end: Int, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }
}

/// Which edit a rule's finding admits, decided by the rule (which knows why it fired); the
/// text of the edit is worked out from the file's tokens afterwards (`Fixer`).
public enum FixKind: Hashable, Sendable {
    /// Make the closure around the culprit `self` capture it weakly and unwrap it first.
    case weakSelf
    /// Pass self to the observer call as its owner (`subscribe(with: self, onNext: { owner, value in owner.… })`)
    /// where the call's closures allow it, else `weakSelf` (`fix_style: with_owner`).
    case withOwner
    /// Replace a method reference (`onNext: handle`) by a closure calling it through a weak
    /// self with its one argument, which takes this label ("" for none).
    case methodReference(argumentLabel: String)
    /// Remove the suppression comment at the finding.
    case removeDirective
    /// Keep a discarded subscription in the owner's bag: `.disposed(by: <bag>)` instead of `_ =`.
    case disposedBy(String)
    /// Make an operator closure that returns a value capture self weakly, returning this
    /// fallback when self is gone (`false` for `filter` and a `distinctUntilChanged`
    /// comparer, `.empty()` for `catch`): while self lives the closure does what it did.
    case weakSelfReturning(String)
    /// Put `.withUnretained(self)` (RxSwift 6) before a transforming operator (`map`,
    /// `compactMap`, the `flatMap` family): its closure then takes `owner, value` and calls
    /// through `owner`; its result, hence the chain's element type, is unchanged.
    case withUnretained
    /// Keep a discarded subscription in a bag added to the class that owns none
    /// (`private let disposeBag = DisposeBag()`); observer closures of the chain that hold
    /// self strongly get `[weak self]` in the same edit, else the bag would close a cycle.
    case disposedByNewBag
    /// Dispose a property holding subscriptions that nothing disposes (a `CompositeDisposable`,
    /// `SerialDisposable`, `Disposable?` or `[Disposable]`) in the class's `deinit`, adding one
    /// when it has none. `isArray`: dispose each element.
    case disposeInDeinit(property: String, isArray: Bool)
    /// Keep a subscription that `.disposed(by:)` puts in a bag dying with its scope
    /// (`DisposeBag()`, a local bag) in the owner's bag of this name instead.
    case moveToBag(String)
    /// An edit the analysis worked out itself (Objective-C's, made while libclang's tree was
    /// at hand), in byte offsets; findings fixed by one edit all carry it.
    case prepared(FixEdit)
}
