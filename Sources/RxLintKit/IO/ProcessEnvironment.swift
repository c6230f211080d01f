#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Environment variables read by name. `ProcessInfo`'s `environment` decodes every variable of
/// the process into a new dictionary on each call (about 0.8 M instructions, a fifth of a
/// millisecond: more than some stages of a small project's run), where a run reads a handful.
public enum ProcessEnvironment {
    /// The variables among `names` the environment sets, with their values.
    public static func values(of names: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        return found
    }
}
