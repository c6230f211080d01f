// @weakify/@strongify on a subject self owns, which self completes in -dealloc (as RACCommand
// does with its own subjects): nothing keeps self, and completion ends the subscription.
#import "AgreementScenario.h"

@interface WSCDCartViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *itemAdded;
@property (nonatomic, strong, readonly) NSMutableArray<NSString *> *items;
@end

@implementation WSCDCartViewModel

- (instancetype)init {
    self = [super init];
    _itemAdded = [RACSubject subject];
    _items = [NSMutableArray array];
    @weakify(self);
    [_itemAdded subscribeNext:^(NSString *item) {
        @strongify(self);
        [self.items addObject:item];
    }];
    return self;
}

- (void)dealloc {
    [_itemAdded sendCompleted];
}

@end

@interface WeakifySubjectCompletedInDealloc : NSObject <AgreementScenario>
@end

@implementation WeakifySubjectCompletedInDealloc
+ (id)makeOwner { return [WSCDCartViewModel new]; }
+ (void)drive:(WSCDCartViewModel *)owner { [owner.itemAdded sendNext:@"book"]; }
+ (NSInteger)received:(WSCDCartViewModel *)owner { return (NSInteger)owner.items.count; }
@end
