/// What one Objective-C file's analysis may take. libclang works for as long and with as much
/// memory as a file asks: macros that double at each level expand to billions of tokens, and
/// an `#include` of a device never ends. So each file is analysed in a worker process
/// (`ObjCWorkerPool`) that the run stops when it takes longer than `seconds`, and whose address
/// space is limited to `megabytes`; a file that goes past either gets one `analysis_limit`
/// finding and the run goes on.
///
/// The defaults are far above what real files need (a 20 MB file of generated view models is
/// analysed in about 19 s of CPU and 1.65 GB of address space on the shared 2-core machine);
/// `.lintrc` changes them (`objc_time_limit`, `objc_memory_limit`).
public struct ObjCBudget: Sendable, Hashable {
    /// Wall-clock seconds for one file: its parse, the reading of its tree, the proof of its fixes.
    public var seconds: Double
    /// The worker's whole address space while it analyses the file (the process, libclang
    /// and the file's tree), in MiB.
    public var megabytes: Int

    public init(seconds: Double = ObjCBudget.standard.seconds, megabytes: Int = ObjCBudget.standard.megabytes) {
        self.seconds = seconds
        self.megabytes = megabytes
    }

    /// 120 seconds and 4096 MB.
    public static let standard = ObjCBudget(seconds: 120, megabytes: 4096)

    /// The smallest address space a worker can start in (the process and libclang loaded),
    /// in MiB: a smaller `objc_memory_limit` is refused by the configuration.
    public static let minimumMegabytes = 512

    /// The phrase of a time-out, after "Too complex to analyse (".
    var timeLimitText: String {
        "the Objective-C analysis took more than its \(Self.format(seconds)) s (objc_time_limit): not analysed"
    }

    var memoryLimitText: String {
        "the Objective-C analysis needed more than its \(megabytes) MB of memory (objc_memory_limit): not analysed"
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
