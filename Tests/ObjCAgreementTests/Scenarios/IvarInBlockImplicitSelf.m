// An ivar used in a block is self->_ivar: the block captures self although `self` is not written.
#import "AgreementScenario.h"

@interface IIBUnreadBadge : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSNumber *> *messages;
@property (nonatomic, readonly) NSInteger unread;
@end

@implementation IIBUnreadBadge

- (instancetype)init {
    self = [super init];
    _messages = [RACSubject subject];
    [[_messages filter:^BOOL(NSNumber *read) {
        return !read.boolValue;
    }] subscribeNext:^(NSNumber *read) {
        _unread++; // expect: strong_self_capture leak
    }];
    return self;
}

@end

@interface IvarInBlockImplicitSelf : NSObject <AgreementScenario>
@end

@implementation IvarInBlockImplicitSelf
+ (id)makeOwner { return [IIBUnreadBadge new]; }
+ (void)drive:(IIBUnreadBadge *)owner {
    [owner.messages sendNext:@NO];
    [owner.messages sendNext:@YES];
}
+ (NSInteger)received:(IIBUnreadBadge *)owner { return owner.unread; }
@end
