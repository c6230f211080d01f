import TestSupport
import XCTest
@testable import RxLintKit

/// The members a class assigns only new signals that end (`ObjCClassFacts.madeSignalMembers`):
/// read from another file, such a property is a signal that lets its subscribers go when it
/// ends, as a signal getter's is; every other assigned member stays `assigned`.
final class ObjCMadeSignalMembersTests: XCTestCase {
    func testOnlyMembersAssignedNothingButEndingSignalsAreNamed() throws {
        let text = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Model : NSObject
            @property (nonatomic, strong) RACSignal *now;
            @property (nonatomic, strong) RACSignal *later;
            @property (nonatomic, strong) RACSignal *both;
            @property (nonatomic, strong) RACSignal *ticks;
            @property (nonatomic, strong) RACSignal *mixed;
            @property (nonatomic, strong) RACSignal *setAgain;
            @property (nonatomic, strong) RACSignal *custom;
            @property (nonatomic, strong) RACSubject *events;
            @property (nonatomic, strong) RACSignal *other;
            @end
            @implementation Model
            - (instancetype)init {
                self = [super init];
                _now = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
                self.later = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [s sendCompleted]; }];
                    return nil;
                }] replayLazily];
                _both = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
                _ticks = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                    return [[RACScheduler mainThreadScheduler] after:[NSDate date] repeatingEvery:1 withLeeway:0 schedule:^{ [s sendNext:@1]; }];
                }] replayLazily];
                _mixed = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
                _setAgain = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
                _custom = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
                _events = [RACSubject subject];
                _other = self.events;
                return self;
            }
            - (void)reload {
                _both = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [s sendCompleted]; }];
                    return nil;
                }];
                _mixed = self.events;
                [self setSetAgain:self.events];
            }
            - (RACSignal *)custom { return [_custom replay]; }
            @end
            """
        let parsed = try parseObjC(text, path: "/virtual/Members.m")
        let facts = try XCTUnwrap(ObjCSiteExtractor(syntax: parsed.syntax, bytes: parsed.bytes).classFacts().first { $0.name == "Model" })
        XCTAssertEqual(facts.madeSignalMembers.map(\.name), ["now", "later", "both"])
        XCTAssertEqual(facts.madeSignalMembers.map(\.ending), [.completesSynchronously, .completesLater, .completesLater],
                       "two signals assigned: the one that ends less surely")
        XCTAssertEqual(facts.assigned, ["ticks", "mixed", "setAgain", "custom", "events", "other"],
                       "a signal that never ends, another value, a setter message, a getter of its own: assigned as before")
    }

    /// Through the index, such a member is read as a signal getter's: a strong self in a block
    /// subscribed to it from another class is no finding, and one of its class that assigns it
    /// anything else still is a warning.
    func testAnotherClassSubscribingToAnEndingStoredSignalIsNotReported() throws {
        let model = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Model : NSObject
            @property (nonatomic, strong) RACSignal *fetch;
            @property (nonatomic, strong) RACSignal *ticks;
            @end
            @implementation Model
            - (instancetype)init {
                self = [super init];
                _fetch = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ [s sendCompleted]; }];
                    return nil;
                }] replayLazily];
                _ticks = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                    return [[RACScheduler mainThreadScheduler] after:[NSDate date] repeatingEvery:1 withLeeway:0 schedule:^{ [s sendNext:@1]; }];
                }] replayLazily];
                return self;
            }
            @end
            """
        let controller = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Model : NSObject
            @property (nonatomic, strong) RACSignal *fetch;
            @property (nonatomic, strong) RACSignal *ticks;
            @end
            @interface Controller : NSObject
            @property (nonatomic, strong) Model *model;
            @property (nonatomic) NSInteger count;
            @end
            @implementation Controller
            - (void)load {
                [self.model.fetch subscribeNext:^(id x) { self.count++; }];
                [self.model.ticks subscribeNext:^(id x) { self.count++; }];
            }
            @end
            """
        if case .unavailable(let reason) = LibClang.shared { throw TestPrerequisites.Missing(description: reason) }
        var options = AnalysisOptions()
        options.objc.isolation = .inProcess
        let findings = Engine.lint([SourceFile(path: "/virtual/Controller.m", text: controller)],
                                   context: [SourceFile(path: "/virtual/Model.m", text: model)], options: options, jobs: 1).findings
        XCTAssertEqual(findings.filter { $0.rule == "strong_self_capture" }.map(\.line), [13],
                       "only the subscription to the signal that never ends")
    }
}
