// Makes its subject and never completes it: whether it does is said here, not in the file of
// the controller that subscribes to it.
#import "OFVSFeedViewModel.h"

@implementation OFVSFeedViewModel
- (instancetype)init {
    self = [super init];
    _items = [RACSubject subject];
    return self;
}

- (void)reload {
    [self.items sendNext:@[@1]];
}
@end
