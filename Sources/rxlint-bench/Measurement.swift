import Foundation

/// Wall-clock timing and memory figures.
enum Measurement {
    static func now() -> UInt64 {
        DispatchTime.now().uptimeNanoseconds
    }

    /// Runs `body` `repeats` times and returns the fastest run in seconds with its result.
    static func best<T>(of repeats: Int, _ body: () -> T) -> (seconds: Double, result: T, all: [Double]) {
        var best = Double.infinity
        var all: [Double] = []
        var kept: T?
        for _ in 0..<max(1, repeats) {
            let start = now()
            let result = body()
            let seconds = Double(now() - start) / 1e9
            all.append(seconds)
            if seconds < best {
                best = seconds
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
