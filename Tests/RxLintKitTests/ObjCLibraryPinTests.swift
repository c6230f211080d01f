import XCTest
@testable import RxLintKit

/// Which ReactiveCocoa or ReactiveObjC a project's lock file pins, and the subject verdicts
/// that depend on it: ReactiveCocoa before 4.2 kept no subscriber of a subject that is freed
/// (its `-[RACSubject subscribe:]` returned a disposable nothing of the subscriber held);
/// ReactiveObjC and ReactiveCocoa from 4.2 put each subscriber and its disposable in a cycle.
final class ObjCLibraryPinTests: XCTestCase {
    private typealias Reader = ProjectVersionsReader

    func testTheLockFilesSayWhichLibrary() {
        let twoFive = """
        PODS:
          - ReactiveCocoa (2.5):
            - ReactiveCocoa/UI (= 2.5)
          - ReactiveCocoa/Core (2.5):
            - ReactiveCocoa/no-arc
          - ReactiveCocoa/no-arc (2.5)

        DEPENDENCIES:
          - ReactiveCocoa (~> 2.5)
        """
        XCTAssertEqual(Reader.reactivePods(inLock: twoFive), ReactivePin(reactiveCocoa: Version(2, 5)))
        XCTAssertEqual(Reader.reactivePods(inLock: "PODS:\n  - ReactiveObjC (3.1.0)\n"), ReactivePin(reactiveObjC: Version(3, 1)))
        XCTAssertNil(Reader.reactivePods(inLock: "PODS:\n  - RxSwift (6.5.0)\n"))
        XCTAssertEqual(Reader.rxSwiftPod(inLock: twoFive + "\n  - RxSwift (6.5.0)\n"), Version(6, 5), "the RxSwift pod is read as before")
        XCTAssertEqual(Reader.reactiveCarthage(inResolved: "github \"ReactiveCocoa/ReactiveCocoa\" \"v2.5\"\ngithub \"ReactiveX/RxSwift\" \"6.2.0\"\n"),
                       ReactivePin(reactiveCocoa: Version(2, 5)))
        XCTAssertEqual(Reader.reactiveCarthage(inResolved: "github \"ReactiveCocoa/ReactiveObjC\" \"3.0.0\"\n"), ReactivePin(reactiveObjC: Version(3)))
        XCTAssertNil(Reader.reactiveCarthage(inResolved: "github \"ReactiveX/RxSwift\" \"6.2.0\"\n"))

        // RACSubject.m gained the cycle in ReactiveCocoa 4.2.0; every ReactiveObjC has it.
        for (pin, leaks) in [
            (ReactivePin(reactiveCocoa: Version(2, 5)), false),
            (ReactivePin(reactiveCocoa: Version(4, 1, 9)), false),
            (ReactivePin(reactiveCocoa: Version(4, 2)), true),
            (ReactivePin(reactiveCocoa: Version(4, 2, 2)), true),
            (ReactivePin(reactiveCocoa: Version(2, 5), reactiveObjC: Version(3, 1)), true),
            (ReactivePin(reactiveObjC: Version(1)), true),
            (ReactivePin(), true),
        ] {
            XCTAssertEqual(pin.orphanedSubscriptionsLeak, leaks, "\(pin)")
        }
    }

    private static let importer = """
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface Importer : NSObject
        @property (nonatomic, strong) RACSubject *events;
        @property (nonatomic) NSInteger count;
        @end

        @implementation Importer
        - (instancetype)init {
            self = [super init];
            _events = [RACSubject subject];
            [self.events subscribeNext:^(id x) { NSLog(@"%@", x); }];
            [self.events subscribeNext:^(id x) { self.count += 1; }];
            return self;
        }

        - (void)import {
            RACSubject *progress = [RACSubject subject];
            [progress subscribeNext:^(id x) { NSLog(@"%@", x); }];
            [progress sendNext:@1];
        }
        @end

        """

    /// The rules of the findings of `Importer.m` (in `App/Sources`) with `lock` as
    /// `App/Podfile.lock` (none when nil), the project root above `App`.
    private func rules(lock: String?) throws -> [String] {
        let dir = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: dir.path + "/App/Sources", withIntermediateDirectories: true)
        try Self.importer.write(toFile: dir.path + "/App/Sources/Importer.m", atomically: true, encoding: .utf8)
        if let lock { try lock.write(toFile: dir.path + "/App/Podfile.lock", atomically: true, encoding: .utf8) }
        var request = LintRequest(input: .paths(["App/Sources/Importer.m"]), jobs: 1, currentDirectory: dir.path)
        request.projectRoot = dir.path
        return try LintRun.run(request).findings.map { "\($0.line) \($0.rule)" }
    }

    func testAProjectPinnedToReactiveCocoaBeforeFourTwoKeepsNoOrphanedSubscriber() throws {
        // ReactiveObjC (or no lock): the subject self owns and never completes leaves its
        // subscription, and the local subject its own; self's strong block is a cycle.
        let leaking = ["12 discarded_subscription", "13 strong_self_capture", "19 discarded_subscription"]
        XCTAssertEqual(try rules(lock: nil), leaking)
        XCTAssertEqual(try rules(lock: "PODS:\n  - ReactiveObjC (3.1.0)\n"), leaking)
        XCTAssertEqual(try rules(lock: "PODS:\n  - ReactiveCocoa (4.2.2):\n    - Result (~> 2.0)\n"), leaking)
        // ReactiveCocoa 2.5: the subscribers go with the subject; self -> subject -> subscriber
        // -> block -> self is still a cycle.
        XCTAssertEqual(try rules(lock: "PODS:\n  - ReactiveCocoa (2.5):\n    - ReactiveCocoa/UI (= 2.5)\n"), ["13 strong_self_capture"])
    }
}
