import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// Each Objective-C file's analysis within its budget: in a worker process (the built rxlint)
/// that the run stops past its time and whose address space is limited; includes of what is
/// not a regular file refused; what a worker says when it ends, read into one line. Budgets
/// here are small so each shape proves its bound in about a second.
final class ObjCBudgetTests: XCTestCase {
    private func options(seconds: Double, megabytes: Int) throws -> ObjCOptions {
        guard case .loaded = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        var options = ObjCOptions()
        options.isolation = .workers(executable: try RxlintBinary.path())
        options.budget = ObjCBudget(seconds: seconds, megabytes: megabytes)
        return options
    }

    func testExponentialMacrosStopAtTheMemoryBudgetAndTheNextFileGetsAFreshWorker() throws {
        let options = try options(seconds: 60, megabytes: 600)
        let outcome = ObjCAnalyzer.analyze(SourceFile(path: "/virtual/Exp.m", text: SharedFixtures.objcExponentialMacros), options: options)
        XCTAssertNil(outcome.problem)
        XCTAssertEqual(outcome.limitsReached, [options.budget.memoryLimitText])
        XCTAssertTrue(outcome.sites.isEmpty)
        // The worker that ran out of memory is gone; the next file is analysed in full.
        let next = ObjCAnalyzer.analyze(SourceFile(path: "/virtual/Next.m", text: "#import <ReactiveObjC/ReactiveObjC.h>\n" + SharedFixtures.objcSubjectLeakBody), options: options)
        XCTAssertNil(next.problem)
        XCTAssertEqual(next.limitsReached, [])
        XCTAssertEqual(RuleRegistry.diagnostics(ofSites: next.sites).map(\.rule), ["strong_self_capture"])
    }

    func testAParseThatWaitsForeverStopsAtTheTimeBudget() throws {
        // A FIFO named through a macro, which the include check cannot resolve: opening it
        // waits for a writer that never comes.
        let dir = try TemporaryDirectory()
        XCTAssertEqual(mkfifo(dir.path + "/pipe.h", 0o600), 0)
        let text = "#import <ReactiveObjC/ReactiveObjC.h>\n#define PIPE \"pipe.h\"\n#include PIPE\n" + SharedFixtures.objcSubjectLeakBody
        let options = try options(seconds: 1, megabytes: 2048)
        let outcome = ObjCAnalyzer.analyze(SourceFile(path: dir.path + "/Wait.m", text: text), options: options)
        XCTAssertNil(outcome.problem)
        XCTAssertEqual(outcome.limitsReached, [options.budget.timeLimitText])
        XCTAssertEqual(outcome.limitsReached.first, "the Objective-C analysis took more than its 1 s (objc_time_limit): not analysed")
    }

    func testIncludesOfWhatIsNotARegularFileAreReadAsEmpty() throws {
        let dir = try TemporaryDirectory()
        XCTAssertEqual(mkfifo(dir.path + "/pipe.h", 0o600), 0)
        try dir.write("Headers/Bad.h", "#include \"/dev/urandom\"\n")
        try dir.write("Headers/Good.h", "@class Good;\n")
        let text = """
            #import <ReactiveObjC/ReactiveObjC.h>
            #include "/dev/zero"
            #import "Bad.h"
            #import "Good.h"
            #import "pipe.h"
            /* #include "/dev/random" */
            #include "/dev/stdin"

            """ + SharedFixtures.objcSubjectLeakBody
        var options = try options(seconds: 30, megabytes: 2048)
        options.includePaths = [dir.path + "/Headers"]
        let outcome = ObjCAnalyzer.analyze(SourceFile(path: dir.path + "/A.m", text: text), options: options)
        XCTAssertEqual(outcome.problem, "\(dir.path)/A.m: #include \"/dev/zero\" (line 2) is a character device, not a regular file: read as empty; "
            + "#import \"pipe.h\" (line 5) is a FIFO, not a regular file: read as empty; "
            + "#include \"/dev/stdin\" (line 7) is a character device, not a regular file: read as empty; "
            + "#include \"/dev/urandom\" (Bad.h, line 1) is a character device, not a regular file: read as empty")
        // The rest of the file is analysed.
        XCTAssertEqual(RuleRegistry.diagnostics(ofSites: outcome.sites).map(\.rule), ["strong_self_capture"])
        XCTAssertEqual(outcome.limitsReached, [])
        // The same in this process: the check is made before the parse, wherever it runs.
        // (Its standard input is whatever runs the tests; a worker's is `/dev/null`.)
        options.isolation = .inProcess
        let here = ObjCAnalyzer.analyze(SourceFile(path: dir.path + "/A.m", text: text), options: options).problem ?? ""
        XCTAssertTrue(here.hasPrefix("\(dir.path)/A.m: #include \"/dev/zero\" (line 2) is a character device, not a regular file: read as empty; "), here)
        XCTAssertTrue(here.hasSuffix("; #include \"/dev/urandom\" (Bad.h, line 1) is a character device, not a regular file: read as empty"), here)
    }

    func testTheIncludeSearchFollowsClangsOrder() throws {
        let dir = try TemporaryDirectory()
        // A regular header in the includer's folder comes before a FIFO of the same name on
        // the include path: nothing is refused.
        try dir.write("Sources/Name.h", "@class Name;\n")
        try FileManager.default.createDirectory(atPath: dir.path + "/Other", withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(dir.path + "/Other/Name.h", 0o600), 0)
        let search = ["-I", "/rxlint-virtual/include", "-I", dir.path + "/Other"]
        func refused(_ text: String) -> [String] {
            ObjCIncludeGuard.refusals(path: dir.path + "/Sources/A.m", bytes: Array(text.utf8), arguments: search,
                                      virtualHeaders: ObjCAnalyzer.virtualHeaderPaths).map(\.path)
        }
        XCTAssertEqual(refused("#import \"Name.h\"\n"), [])
        // Angle brackets skip the includer's folder.
        XCTAssertEqual(refused("#import <Name.h>\n"), [dir.path + "/Other/Name.h"])
        // The in-memory SDK headers come first.
        XCTAssertEqual(refused("#import <Foundation/Foundation.h>\n"), [])
        // A directive in a comment or a string is no directive.
        XCTAssertEqual(refused("// #import <Name.h>\nconst char *s = \"#import <Name.h>\";\n"), [])
    }

    func testWhatAWorkerThatEndsSaysIsOneLine() {
        let file = SourceFile(path: "A.m", text: "")
        let budget = ObjCBudget(seconds: 5, megabytes: 1024)
        func outcome(_ status: ObjCWorkerProcess.Status, _ text: String) -> ObjCAnalyzer.Outcome {
            ObjCWorkerPool.outcome(ofDeath: status, errorText: text, file: file, budget: budget)
        }
        XCTAssertEqual(outcome(.signaled(SIGABRT), "LLVM ERROR: out of memory\nAllocation failed\n").limitsReached, [budget.memoryLimitText])
        XCTAssertEqual(outcome(.signaled(SIGXCPU), "").limitsReached, [budget.timeLimitText])
        let locations = outcome(.signaled(SIGABRT), "LIBCLANG FATAL ERROR: ran out of source locations\n" + String(repeating: "0x00 frame\n", count: 3000))
        XCTAssertEqual(locations.limitsReached, ["its macros expand to more code than clang can address (it ran out of source locations): not analysed"])
        let crash = outcome(.signaled(SIGSEGV), "\n  Stack dump:\n0. frame\n1. frame\n")
        XCTAssertEqual(crash.problem, "A.m: libclang stopped on the file (signal \(SIGSEGV): Stack dump:)")
        XCTAssertEqual(outcome(.exited(2), "").problem, "A.m: libclang stopped on the file (exit status 2)")
        XCTAssertEqual(ObjCWorkerPool.firstLine(String(repeating: "x", count: 500)).count, 201)
    }

    func testRequestsAndAnswersCrossTheWireUnchanged() throws {
        var options = ObjCOptions(includePaths: ["/p/Headers"], extraArguments: ["-DX=1"], currentDirectory: "/p")
        options.prefixHeaders = ["/p/Prefix.pch"]
        options.preparesFixes = false
        options.compileCommands = CompileCommands(argumentsByFile: ["/p/A.m": ["-DY"], "/p/B.m": ["-DZ"]])
        options.knowledge = ObjCTeamKnowledge(subscriptionCalls: ["subscribeSafely", "bindTo:"], completingCalls: ["loginFinished"])
        let request = ObjCWire.Request(file: SourceFile(path: "A.m", bytes: [0x41, 0x00, 0xFF]), options: options,
                                       budget: ObjCBudget(seconds: 2.5, megabytes: 700))
        var frame = ObjCWire.encode(request)
        XCTAssertEqual(ObjCWire.payloadLength(Array(frame[0..<8])), frame.count - 8)
        frame.removeFirst(8)
        let decoded = try XCTUnwrap(ObjCWire.decodeRequest(frame))
        XCTAssertEqual(decoded.file.path, "A.m")
        XCTAssertEqual(decoded.file.bytes, [0x41, 0x00, 0xFF])
        XCTAssertEqual(decoded.budget, ObjCBudget(seconds: 2.5, megabytes: 700))
        XCTAssertEqual(decoded.options.includePaths, ["/p/Headers"])
        XCTAssertEqual(decoded.options.extraArguments, ["-DX=1"])
        XCTAssertEqual(decoded.options.prefixHeaders, ["/p/Prefix.pch"])
        XCTAssertEqual(decoded.options.currentDirectory, "/p")
        XCTAssertFalse(decoded.options.preparesFixes)
        XCTAssertEqual(decoded.options.knowledge, options.knowledge)
        // Only the file's own entry of the database travels.
        XCTAssertEqual(decoded.options.compileCommands.argumentsByFile, ["/p/A.m": ["-DY"]])
        XCTAssertNil(ObjCWire.decodeRequest(Array(frame.dropLast())), "a frame cut short is refused")

        // Every kind of fact a site holds, once.
        var replacement = TextReplacement(start: 4, end: 4, text: "@weakify(self);\n")
        replacement.startLine = 2
        var captured = ObjCCapture(role: "subscribeNext:", block: 7, reason: .ivar("_name é"), start: 3, end: 9)
        captured.provenFix = FixEdit(description: "Hold self weakly", replacements: [replacement])
        let step = ObjCPathStep(name: "_viewModel", isIvar: true, isStrong: true, type: "VM *")
        let owner = ObjCOwner(className: "C", methodName: "bind", isInstanceMethod: true, superclasses: ["UIViewController"])
        func site(_ source: ObjCSource, _ fate: ObjCFate, _ until: ObjCSite.UntilTrigger?, _ captures: [ObjCCapture]) -> ObjCSite {
            ObjCSite(kind: .subscription, selector: "subscribeNext:", call: 5, statement: 4, callStart: 10, callEnd: 20, statementStart: 8,
                     statementEnd: 21, source: source, operators: ["map:", "deliverOnMainThread"], until: until, isFinite: false,
                     captures: captures, fate: fate, owner: owner)
        }
        var command = site(.other("x"), .handedOver, nil, [])
        command.kind = .command
        let sites = [
            site(.ownedSubject(path: [step], terminated: true, ownerSeen: false), .discarded, nil, [captured]),
            site(.ownedSignal(path: [step, step]), .stored("_d", disposedIn: ["stop", "dealloc"]), .ownerDeallocation,
                 [ObjCCapture(role: "map:", block: 1, reason: .explicitSelf, start: 0, end: 4),
                  ObjCCapture(role: "filter:", block: 2, reason: .recaptured("strongSelf"), start: 5, end: 6),
                  ObjCCapture(role: "doNext:", block: 3, reason: .observeMacro, start: 7, end: 8),
                  ObjCCapture(role: "catch:", block: 4, reason: .superMessage, start: 9, end: 14)]),
            site(.objectEvents(what: "button", path: [], ownedBySelf: true), .local(name: "d", use: .disposed), .other("self.stop"), []),
            site(.timer("interval"), .scopedLocal(name: "s", use: .escapes), nil, []),
            site(.notification("n"), .handedOver, nil, []),
            site(.synchronous("return:"), .discarded, nil, []),
            site(.handedSubject(what: "cell.taps", holder: "Cell", member: "taps", terminated: true), .discarded, nil, []),
            site(.madeByGetter(what: "self.vm.refresh", ending: .completesLater), .discarded, nil, []),
            site(.heldView(what: "[button rac_signalForControlEvents:1]", view: "button", through: "self.navigationItem.rightBarButtonItem"), .discarded, nil, []),
            site(.localSubject(what: "progress", why: "no message of this method completes it", inBlocks: true), .discarded, nil, []),
            site(.ownedSubject(path: [ObjCPathStep(name: "vm", isIvar: false, isStrong: true, type: "VM *", madeBy: "VM shared"), step],
                               terminated: false, ownerSeen: true), .discarded, nil, []),
            command,
        ]
        var outcome = ObjCAnalyzer.Outcome(sites: sites, problem: "p", limitsReached: ["a", "b"])
        let classes = [
            ObjCClassFacts(name: "VM", isCategory: false, superclass: "BaseVM",
                           members: [.init(name: "events", className: "RACSubject", isWeak: false), .init(name: "delegate", className: "", isWeak: true)],
                           assigned: ["events"], completed: ["done"]),
            ObjCClassFacts(name: "VM", isCategory: true, superclass: nil,
                           signalGetters: [.init(name: "refresh", ending: .completesLater), .init(name: "ticks", ending: .neverCompletes)],
                           madeSignalMembers: [.init(name: "fetch", ending: .completesSynchronously)],
                           selfEventGetters: ["changes"], onceMade: ["shared"]),
        ]
        outcome.classes = classes
        var answer = ObjCWire.encode(outcome)
        answer.removeFirst(8)
        let back = try XCTUnwrap(ObjCWire.decodeOutcome(answer))
        XCTAssertEqual(back.sites, sites)
        XCTAssertEqual(back.classes, classes, "a class's facts cross as they are")
        XCTAssertEqual(back.problem, "p")
        XCTAssertNil(ObjCWire.decodeOutcome(Array(answer.dropLast())), "an answer cut short is refused")
        XCTAssertEqual(back.limitsReached, ["a", "b"])
    }
}
