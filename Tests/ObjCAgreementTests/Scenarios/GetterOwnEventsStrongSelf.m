// A controller subscribes, with a block holding self, to a signal its view model's getter makes
// of the view model's own property observations (merged, one through a local): the view model
// keeps each observation until it is deallocated, and self keeps the view model:
// self -> viewModel -> observations -> subscriber -> block -> self.
#import "AgreementScenario.h"

@interface GOESHistoryViewModel : NSObject
@property (nonatomic, copy) NSArray *keys;
@property (nonatomic, copy) NSDictionary *groups;
@property (nonatomic, readonly) RACSignal *changes;
@end

@implementation GOESHistoryViewModel
- (RACSignal *)changes {
    RACSignal *keyChanges = [RACObserve(self, keys) map:^id(NSArray *keys) {
        return @(keys.count);
    }];
    return [RACSignal merge:@[keyChanges, [RACObserve(self, groups) ignore:nil]]];
}
@end

@interface GOESHistoryViewController : NSObject
@property (nonatomic, strong, readonly) GOESHistoryViewModel *viewModel;
@property (nonatomic) NSInteger reloads;
@end

@implementation GOESHistoryViewController
- (instancetype)init {
    self = [super init];
    _viewModel = [GOESHistoryViewModel new];
    [self.viewModel.changes subscribeNext:^(id change) {
        self.reloads++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface GetterOwnEventsStrongSelf : NSObject <AgreementScenario>
@end

@implementation GetterOwnEventsStrongSelf
+ (id)makeOwner { return [GOESHistoryViewController new]; }
+ (void)drive:(GOESHistoryViewController *)owner { owner.viewModel.keys = @[@"a"]; }
+ (NSInteger)received:(GOESHistoryViewController *)owner { return owner.reloads; }
@end
