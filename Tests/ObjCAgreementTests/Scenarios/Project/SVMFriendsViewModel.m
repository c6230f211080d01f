// Made once, for the process; its subject is sent next, never completed.
#import "SVMFriendsViewModel.h"

@implementation SVMFriendsViewModel
+ (instancetype)friendsViewModel {
    static SVMFriendsViewModel *instance;
    static dispatch_once_t once;
    dispatch_once(&once, ^{ instance = [SVMFriendsViewModel new]; });
    return instance;
}

- (instancetype)init {
    self = [super init];
    _updatedContent = [RACSubject subject];
    return self;
}
@end
