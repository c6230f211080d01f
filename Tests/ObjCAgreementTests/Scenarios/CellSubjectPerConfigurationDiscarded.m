// A controller gives a reused cell a new subject each time it configures it and subscribes to
// it, dropping the disposable; the cell only ever sends next. The old subject is freed without
// completing, so its subscription (each subscriber and its disposable hold each other) stays.
#import "AgreementScenario.h"

@interface CSPDTally : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation CSPDTally
@end

@interface CSPDCartCell : UIView
@property (nonatomic, strong) RACSubject *markSignal;
- (void)tap;
@end

@implementation CSPDCartCell
- (void)tap { [self.markSignal sendNext:@YES]; }
@end

@interface CSPDCartViewController : NSObject
@property (nonatomic, strong, readonly) CSPDCartCell *cell;
@property (nonatomic, strong, readonly) CSPDTally *tally;
- (void)configure:(CSPDCartCell *)cell;
@end

@implementation CSPDCartViewController
- (instancetype)init {
    self = [super init];
    _cell = [CSPDCartCell new];
    _tally = [CSPDTally new];
    return self;
}

- (void)configure:(CSPDCartCell *)cell {
    CSPDTally *tally = self.tally;
    cell.markSignal = [RACSubject subject];
    [cell.markSignal subscribeNext:^(id x) { // expect: discarded_subscription leak
        tally.count++;
    }];
}
@end

@interface CellSubjectPerConfigurationDiscarded : NSObject <AgreementScenario>
@end

@implementation CellSubjectPerConfigurationDiscarded
+ (id)makeOwner {
    CSPDCartViewController *controller = [CSPDCartViewController new];
    [controller configure:controller.cell];
    [controller configure:controller.cell];
    return controller;
}
+ (void)drive:(CSPDCartViewController *)owner { [owner.cell tap]; }
+ (NSInteger)received:(CSPDCartViewController *)owner { return owner.tally.count; }
@end
