import Foundation
import RxLintKit

/// `--adversarial`: the shapes that once cost super-linear time or 10–15× their size in
/// memory, each linted in a child process (`--shape NAME --megabytes N`) so that the peak
/// memory printed is that shape's own.
enum AdversarialShapes {
    static let names = ["one-line", "one-class", "if-blocks", "nested-closures", "long-chain", "suppressions", "plain-code"]

    /// About `megabytes` MB of the shape `name`.
    static func text(_ name: String, megabytes: Int) -> String? {
        let target = megabytes * 1_000_000
        let header = "import RxSwift\nfinal class A {\n    let disposeBag = DisposeBag()\n    let s = PublishSubject<Int>()\n    func g(_ x: Int) {}\n    func f() {\n"
        let footer = "\n    }\n}\n"
        func repeated(_ unit: String, separator: String = "") -> String {
            let count = max(1, target / (unit.utf8.count + separator.utf8.count))
            return header + Array(repeating: unit, count: count).joined(separator: separator) + footer
        }
        switch name {
        case "one-line": return repeated("s.subscribe(onNext: { [weak self] in self?.g($0) }).disposed(by: disposeBag)", separator: "; ")
        case "one-class": return repeated("        s.subscribe(onNext: { [weak self] in self?.g($0) }).disposed(by: disposeBag)\n")
        case "if-blocks": return repeated("#if DEBUG\n        s.onNext(1)\n#else\n        s.onNext(2)\n#endif\n")
        case "nested-closures":
            let open = "s.subscribe { [weak self] _ in\n"
            let count = max(1, target / (open.utf8.count + 2))
            return header + String(repeating: open, count: count) + String(repeating: "}\n", count: count) + footer
        case "long-chain":
            let link = "\n            .map { $0 }"
            let count = max(1, target / link.utf8.count)
            return header + "        s" + String(repeating: link, count: count) + "\n            .subscribe(onNext: { self.g($0) }).disposed(by: disposeBag)" + footer
        case "suppressions": return repeated("        s.subscribe(onNext: { _ in }).disposed(by: disposeBag) // rxlint:disable:this discarded_subscription\n")
        case "plain-code": return repeated("        let value = [1, 2, 3].map { $0 * 2 }.filter { $0 > 2 }.reduce(0, +)\n")
        default: return nil
        }
    }

    /// In the child: lint the shape once and print its figures.
    static func runChild(_ name: String, megabytes: Int) {
        guard let text = text(name, megabytes: megabytes) else {
            FileHandle.standardError.write(Data("rxlint-bench: unknown shape \(name)\n".utf8))
            exit(2)
        }
        let file = SourceFile(path: "\(name).swift", text: text)
        let baseline = Measurement.peakMemoryBytes()
        let start = Measurement.now()
        let result = Engine.lint([file])
        let seconds = Double(Measurement.now() - start) / 1e9
        let peak = Measurement.peakMemoryBytes()
        let input = Double(file.bytes.count) / 1e6
        let perMB = Double(peak - baseline) / 1e6 / input
        print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(Measurement.format(input, 1)) MB in, "
              + "\(Measurement.format(seconds, 2)) s, peak \(Measurement.megabytes(peak)) "
              + "(\(Measurement.format(perMB, 1)) MB per MB of input above the \(Measurement.megabytes(baseline)) before), "
              + "\(result.findings.count) findings")
    }

    /// In the parent: each shape in a child process.
    static func runAll(megabytes: Int) {
        for name in names {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--shape", name, "--megabytes", String(megabytes)]
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                FileHandle.standardError.write(Data("rxlint-bench: cannot run \(name): \(error)\n".utf8))
            }
        }
    }
}
