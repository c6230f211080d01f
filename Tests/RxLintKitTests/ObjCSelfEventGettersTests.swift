import XCTest
@testable import RxLintKit

/// The getters whose signal is made only of their object's own events
/// (`ObjCClassFacts.selfEventGetters`): a subscription to it is kept until the object goes.
final class ObjCSelfEventGettersTests: XCTestCase {
    func testOnlyGettersMadeOfTheObjectsOwnEventsAreNamed() throws {
        let text = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Child : NSObject
            @property (nonatomic, copy) NSString *name;
            @end
            @interface Model : NSObject
            @property (nonatomic, copy) NSArray *keys;
            @property (nonatomic, copy) NSDictionary *groups;
            @property (nonatomic, strong) Child *child;
            @property (nonatomic, strong) RACSignal *external;
            @end
            @implementation Model
            - (RACSignal *)changes {
                RACSignal *counts = [RACObserve(self, keys) map:^id(NSArray *keys) { return @(keys.count); }];
                return [RACSignal merge:@[counts, [RACObserve(self, groups) ignore:nil]]];
            }
            - (RACSignal *)latest {
                return [RACSignal combineLatest:@[RACObserve(self, keys), RACObserve(self, groups)]];
            }
            - (RACSignal *)once { return [RACObserve(self, keys) take:1]; }
            - (RACSignal *)mixed { return [RACSignal merge:@[RACObserve(self, keys), self.external]]; }
            - (RACSignal *)childName { return RACObserve(self.child, name); }
            - (RACSignal *)keysFor:(id)x { return RACObserve(self, keys); }
            - (void)bind { [RACObserve(self, keys) subscribeNext:^(id x) { }]; }
            @end
            """
        let parsed = try parseObjC(text, path: "/virtual/Getters.m")
        let facts = ObjCSiteExtractor(syntax: parsed.syntax, bytes: parsed.bytes).classFacts()
        XCTAssertEqual(facts.first { $0.name == "Model" }?.selfEventGetters, ["changes", "latest"])
    }
}
