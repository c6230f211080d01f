// Sends next into the subject it was given; never completes it.
#import "PSMSettlementPanel.h"

@implementation PSMSettlementPanel
- (void)save { [self.saveSignal sendNext:@YES]; }
@end
