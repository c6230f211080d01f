// CellSubjectPerConfigurationDiscarded, but the cell completes the subject it is given before
// it lets it go (a new one replaces it, or the cell is deallocated): each subscription ends.
#import "AgreementScenario.h"

@interface CSCCTally : NSObject
@property (nonatomic) NSInteger count;
@end

@implementation CSCCTally
@end

@interface CSCCCartCell : UIView
@property (nonatomic, strong) RACSubject *markSignal;
- (void)tap;
@end

@implementation CSCCCartCell
- (void)setMarkSignal:(RACSubject *)markSignal {
    [_markSignal sendCompleted];
    _markSignal = markSignal;
}
- (void)tap { [self.markSignal sendNext:@YES]; }
- (void)dealloc { [_markSignal sendCompleted]; }
@end

@interface CSCCCartViewController : NSObject
@property (nonatomic, strong, readonly) CSCCCartCell *cell;
@property (nonatomic, strong, readonly) CSCCTally *tally;
- (void)configure:(CSCCCartCell *)cell;
@end

@implementation CSCCCartViewController
- (instancetype)init {
    self = [super init];
    _cell = [CSCCCartCell new];
    _tally = [CSCCTally new];
    return self;
}

- (void)configure:(CSCCCartCell *)cell {
    CSCCTally *tally = self.tally;
    cell.markSignal = [RACSubject subject];
    [cell.markSignal subscribeNext:^(id x) {
        tally.count++;
    }];
}
@end

@interface CellSubjectCompletedByCellClean : NSObject <AgreementScenario>
@end

@implementation CellSubjectCompletedByCellClean
+ (id)makeOwner {
    CSCCCartViewController *controller = [CSCCCartViewController new];
    [controller configure:controller.cell];
    [controller configure:controller.cell];
    return controller;
}
+ (void)drive:(CSCCCartViewController *)owner { [owner.cell tap]; }
+ (NSInteger)received:(CSCCCartViewController *)owner { return owner.tally.count; }
@end
