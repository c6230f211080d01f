// A controller makes a subject for the panel it keeps (whose class, in
// Project/PSMSettlementPanel.m, never completes it) and subscribes to it, dropping the
// disposable: when the controller and panel go, the subject is freed without completing and
// the subscription stays.
#import "AgreementScenario.h"
#import "Project/PSMSettlementPanel.h"

@interface PSMCartViewController : NSObject
@property (nonatomic, strong) PSMSettlementPanel *settlementPanel;
@property (nonatomic, strong) NSMutableArray *saved;
@end

@implementation PSMCartViewController
- (instancetype)init {
    self = [super init];
    _settlementPanel = [PSMSettlementPanel new];
    _saved = [NSMutableArray array];
    self.settlementPanel.saveSignal = [RACSubject subject];
    NSMutableArray *saved = _saved;
    [self.settlementPanel.saveSignal subscribeNext:^(id x) { // expect: discarded_subscription leak
        [saved addObject:x];
    }];
    return self;
}
@end

@interface PanelSubjectMadeHereDiscarded : NSObject <AgreementScenario>
@end

@implementation PanelSubjectMadeHereDiscarded
+ (id)makeOwner { return [PSMCartViewController new]; }
+ (void)drive:(PSMCartViewController *)owner { [owner.settlementPanel save]; }
+ (NSInteger)received:(PSMCartViewController *)owner { return (NSInteger)owner.saved.count; }
@end
