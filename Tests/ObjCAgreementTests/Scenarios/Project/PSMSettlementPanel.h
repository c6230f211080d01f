// The panel of PanelSubjectMadeHereDiscarded: its controller gives it its subject; its
// implementation (Project/PSMSettlementPanel.m) sends next and never completes it.
#import <ReactiveObjC/ReactiveObjC.h>

@interface PSMSettlementPanel : NSObject
@property (nonatomic, strong) RACSubject *saveSignal;
- (void)save;
@end
