import Foundation

/// Wall-clock timing and memory figures.
enum Measurement {
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// CPU time consumed by the whole process so far, in seconds. On a machine shared with
    /// other work it shows what a run cost, where wall time also shows what it waited for.
    static func processCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// One timed run: wall-clock and CPU seconds.
    struct Run {
        var seconds: Double
        var cpuSeconds: Double
    }

    /// Runs `body` `repeats` times and returns the fastest run with its result.
    static func best<T>(of repeats: Int, _ body: () -> T) -> (best: Run, result: T, all: [Run]) {
        var best = Run(seconds: .infinity, cpuSeconds: .infinity)
        var all: [Run] = []
        var kept: T?
        for _ in 0..<max(1, repeats) {
            let start = now()
            let cpuStart = processCPUSeconds()
            let result = body()
            let run = Run(seconds: Double(now() - start) / 1e9, cpuSeconds: processCPUSeconds() - cpuStart)
            all.append(run)
            if run.seconds < best.seconds {
                best = run
                kept = result
            }
        }
        return (best, kept!, all)
    }

    /// Peak resident memory of this process in bytes: VmHWM where /proc exists, else ru_maxrss.
    static func peakMemoryBytes() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.split(separator: " ").compactMap { Int($0) }
                if let kb = digits.first { return kb * 1024 }
            }
        }
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }

    /// Current resident memory in bytes (VmRSS), or 0 where unknown.
    static func residentMemoryBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            if let kb = line.split(separator: " ").compactMap({ Int($0) }).first { return kb * 1024 }
        }
        return 0
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var out = ""
        for (k, c) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    static func megabytes(_ bytes: Int) -> String {
        format(Double(bytes) / 1_048_576, 1) + " MB"
    }
}
