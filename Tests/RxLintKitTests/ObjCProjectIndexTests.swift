import TestSupport
import XCTest
@testable import RxLintKit

/// Objective-C classes in the project index: what an implementation says of its members
/// (`ObjCSiteExtractor.typeFacts`), and a subject of another object (`self.viewModel.events`)
/// judged from the file that implements that object's class, alone or in a whole run.
final class ObjCProjectIndexTests: XCTestCase {
    private static let header = """
    #import <ReactiveObjC/ReactiveObjC.h>
    @interface Feed : NSObject
    @property (nonatomic, strong, readonly) RACSubject *events;
    @property (nonatomic, weak) id delegate;
    @property (nonatomic, strong) RACSubject *relay;
    @end
    """

    /// `Feed`'s implementation; `completing` adds a category that completes its subject.
    private static func implementation(completing: Bool) -> String {
        """
        #import "Feed.h"
        @implementation Feed
        - (instancetype)init { self = [super init]; _events = [RACSubject subject]; return self; }
        - (void)ping { [self.events sendNext:@1]; [self.delegate description]; }
        @end
        """ + (completing ? "\n@implementation Feed (Ending)\n- (void)finish { [_events sendCompleted]; }\n"
            + "- (void)forward:(RACSignal *)signal { [signal subscribe:self.relay]; }\n@end\n" : "\n")
    }

    private static let controller = """
    #import "Feed.h"
    @interface Screen : NSObject
    @property (nonatomic, strong) Feed *feed;
    @property (nonatomic) NSInteger count;
    @end
    @implementation Screen
    - (void)bind {
        [self.feed.events subscribeNext:^(id x) { self.count += 1; }];
        [self.feed.events subscribeNext:^(id x) { NSLog(@"%@", x); }];
    }
    @end
    """

    /// The project on disk (the parse reads `Feed.h` beside the files), as source files.
    private func project(completing: Bool) throws -> (directory: TemporaryDirectory, feed: SourceFile, screen: SourceFile) {
        if case .unavailable(let reason) = LibClang.shared { throw TestPrerequisites.Missing(description: reason) }
        let dir = try TemporaryDirectory()
        try dir.write("Feed.h", Self.header)
        let feed = try dir.write("Feed.m", Self.implementation(completing: completing))
        let screen = try dir.write("Screen.m", Self.controller)
        return (dir, SourceFile(path: feed, text: Self.implementation(completing: completing)), SourceFile(path: screen, text: Self.controller))
    }

    private func options() -> AnalysisOptions {
        var options = AnalysisOptions()
        options.objc.isolation = .inProcess
        return options
    }

    private func summary(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.line) \($0.rule) \($0.severity.rawValue)" }
    }

    func testAnImplementationGivesItsClassesFacts() throws {
        let (dir, feed, _) = try project(completing: true)
        defer { withExtendedLifetime(dir) {} }
        let types = Analyzer.scanForIndex(feed, objc: options().objc).types
        XCTAssertEqual(types.map(\.name), ["Feed", "Feed"])
        XCTAssertEqual(types.map(\.kind), [.class, .extension], "a category is merged into its class as an extension")
        XCTAssertEqual(types[0].inherited, ["NSObject"])
        XCTAssertEqual(types[0].properties["events"], "RACSubject", "an instance variable is listed under its property's name")
        XCTAssertEqual(types[0].weakProperties, ["delegate"])
        XCTAssertEqual(types[0].assignedProperties, ["events"])
        XCTAssertEqual(types[0].completedProperties, [])
        XCTAssertEqual(types[1].completedProperties, ["events", "relay"], "a subject subscribed to a signal gets its end")
        let index = ProjectIndex([Analyzer.scanForIndex(feed, objc: options().objc)])
        XCTAssertEqual(index.subjectEnding(ofProperty: "events", in: "Feed"), .completes)
        XCTAssertNil(index.subjectEnding(ofProperty: "delegate", in: "Feed"), "a member the class never assigns is not its to end")
        XCTAssertNil(index.subjectEnding(ofProperty: "events", in: "Unknown"))
    }

    /// An object declared of a class may be of a subclass, whose code may end the subject.
    func testASubclassThatEndsTheSubjectCounts() {
        func facts(_ name: String, _ inherited: [String], assigned: [String] = [], completed: [String] = []) -> TypeFacts {
            TypeFacts(objcClass: ObjCClassFacts(name: name, isCategory: false, superclass: inherited.first, assigned: assigned, completed: completed))
        }
        let index = ProjectIndex(facts: [facts("Base", ["NSObject"], assigned: ["errors", "items"]), facts("Table", ["Base"], completed: ["errors"]),
                                         facts("Other", ["NSObject"], completed: ["items"])])
        XCTAssertEqual(index.subjectEnding(ofProperty: "errors", in: "Base"), .completes)
        XCTAssertEqual(index.subjectEnding(ofProperty: "errors", in: "Table"), .completes)
        XCTAssertEqual(index.subjectEnding(ofProperty: "items", in: "Base"), .neverCompletes, "another class's subject of that name is another subject")
    }

    /// Never completed where it is implemented: a block holding self is a cycle (an error), and
    /// a dropped subscription lives for good. The same whether the file is linted with the
    /// whole project or alone with the project as context.
    func testAnotherFilesSubjectThatNeverCompletes() throws {
        let (dir, feed, screen) = try project(completing: false)
        let whole = Engine.lint([feed, screen], options: options(), jobs: 1).findings.filter { $0.file == screen.path }
        XCTAssertEqual(summary(whole), ["8 strong_self_capture error", "9 discarded_subscription error"])
        let alone = Engine.lint([screen], context: [feed], options: options(), jobs: 1).findings
        XCTAssertEqual(summary(alone), summary(whole))
        XCTAssertEqual(alone.map(\.message), whole.map(\.message))
        // Without the implementation, whether it completes is not known: no dropped-subscription
        // finding, and the capture stays an error as a subject self keeps.
        let unknown = Engine.lint([screen], options: options(), jobs: 1).findings
        XCTAssertEqual(summary(unknown), ["8 strong_self_capture error"])
        withExtendedLifetime(dir) {}
    }

    /// Completed where it is implemented: the capture lasts until then (a warning), and the
    /// dropped subscription ends with it.
    func testAnotherFilesSubjectThatCompletes() throws {
        let (dir, feed, screen) = try project(completing: true)
        let alone = Engine.lint([screen], context: [feed], options: options(), jobs: 1).findings
        XCTAssertEqual(summary(alone), ["8 strong_self_capture warning"])
        XCTAssertTrue(alone[0].message.contains("unless self.feed.events completes or errs first"), alone[0].message)
        withExtendedLifetime(dir) {}
    }
}

/// Getters that make a new signal on each read, and class getters that make the one instance:
/// what an implementation says of them, and how a subscription in another file is judged.
final class ObjCGetterFactsTests: XCTestCase {
    private static let header = """
    #import <ReactiveObjC/ReactiveObjC.h>
    @interface Client : NSObject
    - (void)load:(void (^)(NSError *error))completion;
    @end
    @interface Profile : NSObject
    @property (nonatomic, strong) Client *client;
    @property (nonatomic, strong) RACSignal *now;
    @property (nonatomic, strong) RACSignal *later;
    @property (nonatomic, strong) RACSignal *branches;
    @property (nonatomic, strong) RACSignal *someBranches;
    @property (nonatomic, strong) RACSignal *ticks;
    @property (nonatomic, strong) RACSignal *deferred;
    @property (nonatomic, strong) RACSignal *stored;
    @property (nonatomic, strong, readonly) RACSubject *changes;
    + (instancetype)profile;
    @end
    """

    private static let implementation = """
    #import "Profile.h"
    @implementation Profile
    + (instancetype)profile {
        static Profile *one; static dispatch_once_t once;
        dispatch_once(&once, ^{ one = [Profile new]; });
        return one;
    }
    + (instancetype)another { return [Profile new]; }
    - (instancetype)init { self = [super init]; _changes = [RACSubject subject]; _stored = [RACSignal empty]; return self; }
    - (RACSignal *)now {
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) { [s sendCompleted]; return nil; }];
    }
    - (RACSignal *)later {
        return [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
            [self.client load:^(NSError *error) { error ? [s sendError:error] : [s sendCompleted]; }];
            return nil;
        }] replayLazily];
    }
    - (RACSignal *)branches {
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
            [self.client load:^(NSError *error) { if (error) { [s sendError:error]; } else { [s sendCompleted]; } }];
            return nil;
        }];
    }
    - (RACSignal *)someBranches {
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
            [self.client load:^(NSError *error) { if (error) { [s sendError:error]; } }];
            return nil;
        }];
    }
    - (RACSignal *)ticks {
        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
            [[RACScheduler mainThreadScheduler] after:[NSDate date] repeatingEvery:1 withLeeway:0 schedule:^{ [s sendNext:@1]; }];
            return nil;
        }];
    }
    - (RACSignal *)deferred { return [RACSignal defer:^{ return [RACSignal empty]; }]; }
    - (RACSignal *)stored { return _stored; }
    @end
    """

    private static let screen = """
    #import "Profile.h"
    @interface Screen : NSObject
    @property (nonatomic, strong) Profile *profile;
    @property (nonatomic, strong) Profile *other;
    @property (nonatomic) NSInteger count;
    @end
    @implementation Screen
    - (void)bind {
        self.profile = [Profile profile];
        self.other = [Profile another];
        [self.profile.later subscribeNext:^(id x) { self.count += 1; }];
        [self.profile.ticks subscribeNext:^(id x) { self.count += 1; }];
        [self.profile.stored subscribeNext:^(id x) { self.count += 1; }];
        [self.profile.changes subscribeNext:^(id x) { NSLog(@"%@", x); }];
        [self.other.changes subscribeNext:^(id x) { NSLog(@"%@", x); }];
    }
    @end
    """

    private func options() -> AnalysisOptions {
        var options = AnalysisOptions()
        options.objc.isolation = .inProcess
        return options
    }

    func testGettersAndOnceMadeInstances() throws {
        if case .unavailable(let reason) = LibClang.shared { throw TestPrerequisites.Missing(description: reason) }
        let dir = try TemporaryDirectory()
        try dir.write("Profile.h", Self.header)
        let profile = SourceFile(path: try dir.write("Profile.m", Self.implementation), text: Self.implementation)
        let screen = SourceFile(path: try dir.write("Screen.m", Self.screen), text: Self.screen)
        let types = Analyzer.scanForIndex(profile, objc: options().objc).types
        XCTAssertEqual(types.count, 1)
        let endings = types[0].methods.entries.map { "\($0.0) \($0.1.create?.rawValue ?? "-")" }.sorted()
        XCTAssertEqual(endings, ["branches completesLater", "deferred undecided", "later completesLater", "now completesSynchronously",
                                 "someBranches undecided", "ticks neverCompletes"],
                       "a getter returning its instance variable makes no new signal")
        XCTAssertEqual(types[0].sharedInstances, ["profile"], "only the class getter that calls dispatch_once")

        let findings = Engine.lint([screen], context: [profile], options: options(), jobs: 1).findings
        XCTAssertEqual(findings.map { "\($0.line) \($0.rule) \($0.severity.rawValue)" },
                       ["12 strong_self_capture warning", "13 strong_self_capture warning", "14 discarded_subscription error",
                        "15 discarded_subscription error"])
        // `later` completes: nothing. `ticks` never does, and gives its subscriber to a timer.
        XCTAssertTrue(findings[0].message.contains("'self.profile.ticks' is a new signal on each read"), findings[0].message)
        // `stored` is a property the class assigns: a signal it keeps, as before.
        XCTAssertTrue(findings[1].message.contains("self keeps 'self.profile.stored'"), findings[1].message)
        // The one instance lives for the process and keeps the subscriber; another instance's
        // subject is freed without completing.
        XCTAssertTrue(findings[2].message.contains("self.profile ([Profile profile]), made once, lives for the whole process and keeps the subscriber"),
                      findings[2].message)
        XCTAssertTrue(findings[3].message.contains("a subject freed without completing"), findings[3].message)
        withExtendedLifetime(dir) {}
    }
}
