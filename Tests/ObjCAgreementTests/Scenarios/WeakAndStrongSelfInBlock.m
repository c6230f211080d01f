// The block takes a weakSelf but also names self: self is captured strongly all the same.
#import "AgreementScenario.h"

@interface WASSChatViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *messages;
@property (nonatomic) NSInteger unread;
@property (nonatomic, copy) NSString *last;
@end

@implementation WASSChatViewModel
- (instancetype)init {
    self = [super init];
    _messages = [RACSubject subject];
    __weak typeof(self) weakSelf = self;
    [self.messages subscribeNext:^(NSString *message) {
        weakSelf.unread++;
        self.last = message; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface WeakAndStrongSelfInBlock : NSObject <AgreementScenario>
@end

@implementation WeakAndStrongSelfInBlock
+ (id)makeOwner { return [WASSChatViewModel new]; }
+ (void)drive:(WASSChatViewModel *)owner { [owner.messages sendNext:@"hi"]; }
+ (NSInteger)received:(WASSChatViewModel *)owner { return owner.unread; }
@end
