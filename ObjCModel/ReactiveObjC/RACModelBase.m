#import "RACModelBase.h"

#ifdef __APPLE__
static long liveObjects, allocations;

long RACModelLiveObjectCount(void) { return liveObjects; }
long RACModelAllocationCount(void) { return allocations; }

@implementation RACModelBase
- (instancetype)init {
    self = [super init];
    liveObjects++;
    allocations++;
    return self;
}
- (void)dealloc { liveObjects--; }
@end
#else
@implementation RACModelBase
@end
#endif
