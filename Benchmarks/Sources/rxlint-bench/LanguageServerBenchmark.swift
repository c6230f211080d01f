import Foundation
import RxLintKit

/// `--lsp`: the language server on the generated corpus written to disk. Prints the warm-up
/// (from `initialized` to the first diagnostics of a buffer, the project read and indexed on
/// the way) and the time from each `didChange` to the `publishDiagnostics` of its version,
/// for four kinds of edit: one that changes nothing the project index reads (a comment); a new
/// method in a type (the index is updated where the method's name and type are read, and every
/// open buffer is checked again); a new type (every type's lineage is worked out again too);
/// and an edit in another
/// file that changes an open buffer's verdict (a store's relay becomes a completing sequence:
/// the controller's leak is no longer an error). CPU time is the whole process's, server and
/// benchmark client, per edit: on a shared machine it shows the cost where wall time also
/// shows the wait.
enum LanguageServerBenchmark {
    static func run(_ options: BenchOptions) {
        let files = CorpusGenerator(seed: options.seed).generate(lines: options.lspLines)
        let corpus = CorpusStats(files)
        let directory = options.writeDirectory ?? NSTemporaryDirectory() + "rxlint-bench-lsp-\(getpid())"
        do {
            try CorpusWriter.write(files + [SourceFile(path: "App/Bench/BenchStore.swift", text: store(relay: true)),
                                            SourceFile(path: "App/Bench/BenchViewController.swift", text: viewController)], under: directory)
            try Data("strict: false\n".utf8).write(to: URL(fileURLWithPath: directory + "/.lintrc"))
        } catch {
            print("cannot write the corpus: \(error)")
            exit(2)
        }
        defer { if options.writeDirectory == nil { try? FileManager.default.removeItem(atPath: directory) } }
        print("corpus      \(Measurement.grouped(corpus.files + 2)) files, \(Measurement.grouped(corpus.lines)) lines, written to \(directory)")

        // The buffer: the generated file with the most findings (picked untimed).
        let findings = Engine.lint(files, jobs: options.jobs).findings
        let counts = Dictionary(grouping: findings, by: \.file).mapValues(\.count)
        let opened = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? files[0].path
        let openedText = String(decoding: files.first { $0.path == opened }!.bytes, as: UTF8.self) + "\n// edits go here\n"
        let openedLines = openedText.split(separator: "\n", omittingEmptySubsequences: false).count - 1

        var toServer: [Int32] = [0, 0], fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { exit(2) }
        let server = LanguageServer(input: toServer[0], output: fromServer[1], jobs: options.jobs)
        Thread { _ = server.run() }.start()
        let client = BenchLSPClient(writingTo: toServer[1], readingFrom: fromServer[0])

        func uri(_ path: String) -> String { URL(fileURLWithPath: directory + "/" + path).absoluteString }
        client.request("initialize", ["rootUri": URL(fileURLWithPath: directory).absoluteString, "capabilities": [:] as [String: Any]])
        let warmStart = Measurement.now()
        client.notify("initialized", [:])
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri(opened), "languageId": "swift", "version": 1, "text": openedText]])
        let first = client.diagnostics(uri(opened), version: 1)
        let warmSeconds = Double(Measurement.now() - warmStart) / 1e9
        print("warm-up     \(Measurement.format(warmSeconds * 1000, 0)) ms from initialized to the first diagnostics of \(opened) "
              + "(\(first.count) findings); peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes()))")

        var version = 1
        func change(_ path: String, line: Int, character: Int, _ text: String) -> Measurement.Run {
            version += 1
            let start = Measurement.now()
            let cpu = Measurement.processCPUSeconds()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri(path), "version": version],
                "contentChanges": [["range": ["start": ["line": line, "character": character], "end": ["line": line, "character": character]], "text": text]],
            ])
            _ = client.diagnostics(uri(path), version: version)
            return Measurement.Run(seconds: Double(Measurement.now() - start) / 1e9, cpuSeconds: Measurement.processCPUSeconds() - cpu)
        }
        let rounds = max(5, options.repeats * 5)
        var comment: [Measurement.Run] = []
        for k in 0..<rounds { comment.append(change(opened, line: openedLines - 1, character: 16 + k, "x")) }
        report("comment edit (index unchanged)", comment)

        // A new method in the file's first type: its facts change, its name stays.
        let lines = openedText.split(separator: "\n", omittingEmptySubsequences: false)
        let body = (lines.firstIndex { $0.contains("class ") && $0.hasSuffix("{") } ?? 0) + 1
        var method: [Measurement.Run] = []
        for k in 0..<rounds { method.append(change(opened, line: body, character: 0, "    func benchMethod\(k)() {}\n")) }
        report("new method (index updated)", method)

        var type: [Measurement.Run] = []
        for k in 0..<rounds {
            type.append(change(opened, line: body + rounds, character: 0, "}\nextension BenchExtended\(k) {\n"))
        }
        report("new type (index updated, lineages again)", type)

        // Two more buffers: the store and the controller whose verdict depends on it.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri("App/Bench/BenchViewController.swift"), "languageId": "swift", "version": 1, "text": viewController]])
        let before = client.diagnostics(uri("App/Bench/BenchViewController.swift"), version: 1)
        let storeText = store(relay: true)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri("App/Bench/BenchStore.swift"), "languageId": "swift", "version": 1, "text": storeText]])
        _ = client.diagnostics(uri("App/Bench/BenchStore.swift"), version: 1)
        var crossFile: [Measurement.Run] = []
        var storeVersion = 1
        var leaking = true
        var controllerFindings = [severities(before)]
        for _ in 0..<rounds {
            storeVersion += 1
            leaking.toggle()
            let start = Measurement.now()
            let cpu = Measurement.processCPUSeconds()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri("App/Bench/BenchStore.swift"), "version": storeVersion],
                "contentChanges": [["text": store(relay: leaking)]],
            ])
            // The controller's diagnostics are published again when its verdict changed.
            let message = client.waitFor {
                ($0["params"] as? [String: Any])?["uri"] as? String == uri("App/Bench/BenchViewController.swift")
            }
            crossFile.append(Measurement.Run(seconds: Double(Measurement.now() - start) / 1e9, cpuSeconds: Measurement.processCPUSeconds() - cpu))
            controllerFindings.append(severities((((message["params"] as? [String: Any])?["diagnostics"]) as? [[String: Any]]) ?? []))
        }
        report("edit in another file (its verdict)", crossFile)
        print("            the controller's findings (E error, W warning) after each store edit: " + controllerFindings.joined(separator: " "))
        client.request("shutdown", [:])
        client.notify("exit", [:])
        print("peak memory \(Measurement.megabytes(Measurement.peakMemoryBytes())) with the server warm")
    }

    private static func report(_ label: String, _ runs: [Measurement.Run]) {
        let sorted = runs.map { $0.seconds * 1000 }.sorted()
        let cpu = runs.map { $0.cpuSeconds * 1000 }.sorted()
        let median = sorted[sorted.count / 2]
        let p90 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
        print("didChange → publishDiagnostics, \(label): median \(Measurement.format(median, 1)) ms, p90 \(Measurement.format(p90, 1)) ms, "
              + "max \(Measurement.format(sorted.last!, 1)) ms; cpu median \(Measurement.format(cpu[cpu.count / 2], 1)) ms (\(sorted.count) edits)")
    }

    /// `E` per error and `W` per warning, in order ("-" for none).
    private static func severities(_ diagnostics: [[String: Any]]) -> String {
        let text = diagnostics.map { ($0["severity"] as? Int) == 1 ? "E" : "W" }.joined()
        return text.isEmpty ? "-" : text
    }

    /// A store whose `items` never complete (a relay) or complete at once (`just`).
    private static func store(relay: Bool) -> String {
        """
        import RxSwift
        import RxRelay

        final class BenchStore {
            let items = \(relay ? "BehaviorRelay<[String]>(value: [])" : "Observable.just([String]())")
        }

        """
    }

    private static let viewController = """
    import RxSwift
    import RxRelay

    final class BenchViewController {
        let disposeBag = DisposeBag()
        let store: BenchStore
        var count = 0

        init(store: BenchStore) {
            self.store = store
            store.items
                .subscribe(onNext: { items in self.count = items.count })
                .disposed(by: disposeBag)
        }
    }

    """
}
