/// What the ownership model concluded about a subscription.
public enum Verdict: String, Codable, CaseIterable, Sendable {
    /// A cycle through the owner that only the owner's own deinit could break, or a
    /// subscription nobody can dispose whose source never completes.
    case leak
    /// Alive until a source completes; released then.
    case transient
    /// Disposed at the end of the scope that created it: no event arrives later.
    case disposedImmediately = "disposed-immediately"
    /// Nothing is left behind.
    case safe
}
