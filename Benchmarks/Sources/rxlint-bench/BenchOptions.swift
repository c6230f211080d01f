import RxLintKit

/// Command-line options of the benchmark.
struct BenchOptions {
    var lines = 1_400_000
    var jobs = Engine.defaultJobs
    var seed: UInt64 = 20_240_601
    var writeDirectory: String?
    var lexerOnly = false
    var stages = false
    /// Repetitions of each timed pass; the best is reported, as is usual for throughput.
    var repeats = 3
    /// `--adversarial`: peak memory and time of the adversarial shapes, each in a child.
    var adversarial = false
    /// In a child: the shape to lint, and its size.
    var shape: String?
    var megabytes = 20
    /// `--objc`: the Objective-C benchmark instead, on this many generated lines.
    var objc = false
    var objcLines = 200_000
    /// `--lsp`: the language server's latency instead, on a corpus of this many lines.
    var lsp = false
    var lspLines = 700_000
    /// `--objc-large`: one Objective-C file at each of these sizes (MB).
    var objcLarge = false
    var objcSizes = ObjCLargeFile.defaultSizes
    /// `--compare OLD NEW DIR…`: two rxlint binaries on these code bases (`BinaryComparison`).
    var compareBinaries: [String] = []
    var compareFolders: [String] = []

    static let usage = """
        usage: rxlint-bench [--lines N] [--jobs N] [--seed S] [--repeat N] [--write DIR] [--lexer-only] [--stages]

          --lines N      lines of generated code (default 1400000)
          --jobs N       workers for the end-to-end run (default: all cores)
          --seed S       corpus seed (default 20240601)
          --repeat N     timed repetitions, best reported (default 3)
          --write DIR    also write the corpus under DIR, to run the real CLI on it (with
                         --objc-large: each size's file, Large-<S>MB.m)
          --lexer-only   skip the end-to-end pipeline run
          --stages       also print single-core time per analysis stage (cumulative)
          --adversarial  instead, lint each adversarial shape (one line of subscriptions, one
                         class of them, #if blocks, nested closures, a long chain, suppression
                         comments, plain code) in a process of its own: time and peak memory
          --megabytes N  size of each adversarial shape (default 20)
          --objc [N]     instead, the Objective-C path on N generated lines (default 200000),
                         against a bare libclang parse of the analysed files
          --lsp [N]      instead, the language server on N generated lines written to disk
                         (default 700000): warm-up, and didChange → publishDiagnostics
          --objc-large [S,S,…]  instead, one Objective-C file of view models at each size S
                         (MB; default 0.5,1,2,5,10,20): its analysis' cost per MB against a
                         bare libclang parse of it, in process (cpu) and in a worker (wall)
          --compare OLD NEW DIR…  instead, two rxlint binaries side by side on real code bases:
                         `BIN --format json .` in each DIR, interleaved, best of --repeat; one
                         tiny file; one invocation over all DIRs; a grep scan as a yardstick
        """

    /// Parses `arguments` (without the program name); nil and a message on bad input.
    static func parse(_ arguments: [String]) -> (BenchOptions?, String?) {
        var options = BenchOptions()
        var k = 0
        func value() -> String? {
            k += 1
            return k < arguments.count ? arguments[k] : nil
        }
        while k < arguments.count {
            switch arguments[k] {
            case "--lines":
                guard let v = value().flatMap(Int.init), v > 0 else { return (nil, "--lines needs a positive number") }
                options.lines = v
            case "--jobs":
                guard let v = value().flatMap(Int.init), v > 0 else { return (nil, "--jobs needs a positive number") }
                options.jobs = v
            case "--seed":
                guard let v = value().flatMap(UInt64.init) else { return (nil, "--seed needs a non-negative number") }
                options.seed = v
            case "--repeat":
                guard let v = value().flatMap(Int.init), v > 0 else { return (nil, "--repeat needs a positive number") }
                options.repeats = v
            case "--write":
                guard let v = value() else { return (nil, "--write needs a directory") }
                options.writeDirectory = v
            case "--lexer-only":
                options.lexerOnly = true
            case "--stages":
                options.stages = true
            case "--adversarial":
                options.adversarial = true
            case "--shape":
                guard let v = value() else { return (nil, "--shape needs a name") }
                options.shape = v
            case "--megabytes":
                guard let v = value().flatMap(Int.init), v > 0 else { return (nil, "--megabytes needs a positive number") }
                options.megabytes = v
            case "--objc":
                options.objc = true
                if k + 1 < arguments.count, let v = Int(arguments[k + 1]), v > 0 {
                    options.objcLines = v
                    k += 1
                }
            case "--lsp":
                options.lsp = true
                if k + 1 < arguments.count, let v = Int(arguments[k + 1]), v > 0 {
                    options.lspLines = v
                    k += 1
                }
            case "--objc-large":
                options.objcLarge = true
                if k + 1 < arguments.count, !arguments[k + 1].hasPrefix("-") {
                    let sizes = arguments[k + 1].split(separator: ",").compactMap { Double($0) }
                    guard !sizes.isEmpty, sizes.allSatisfy({ $0 > 0 }) else { return (nil, "--objc-large needs sizes in MB, such as 0.5,1,2") }
                    options.objcSizes = sizes
                    k += 1
                }
            case "--compare":
                guard k + 2 < arguments.count else { return (nil, "--compare needs two binaries and at least one folder") }
                options.compareBinaries = [arguments[k + 1], arguments[k + 2]]
                k += 3
                while k < arguments.count, !arguments[k].hasPrefix("--") {
                    options.compareFolders.append(arguments[k])
                    k += 1
                }
                guard !options.compareFolders.isEmpty else { return (nil, "--compare needs at least one folder after the binaries") }
                continue
            case "-h", "--help":
                return (nil, nil)
            default:
                return (nil, "unknown option \(arguments[k])")
            }
            k += 1
        }
        return (options, nil)
    }
}
