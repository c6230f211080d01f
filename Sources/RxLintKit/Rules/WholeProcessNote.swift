/// The sentence a finding ends with when the object that keeps the subscription lives for the
/// whole process (the application delegate, a shared instance): its cycle or its one
/// subscription frees nothing that would otherwise be freed. One wording for every rule and
/// both languages; the finding's severity is capped at `info` where it is used.
enum WholeProcessNote {
    /// " <who>, which lives for the whole process: that costs nothing." — `who` is known to
    /// live that long ("Self is the application delegate").
    static func certain(_ who: String) -> String {
        " \(who), which lives for the whole process: that costs nothing."
    }

    /// " If self is <instance>, which lives for the whole process, that costs nothing." — the
    /// type keeps such an instance of itself; other instances may still leak.
    static func ifSelfIs(_ instance: String) -> String {
        " If self is \(instance), which lives for the whole process, that costs nothing."
    }
}
