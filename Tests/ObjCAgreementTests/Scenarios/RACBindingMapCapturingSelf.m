// RAC(self, title) = a signal derived from a subject self owns, through a map block that uses
// self: the binding itself does not retain self, but the subject keeps the map block.
#import "AgreementScenario.h"

@interface RBMCDetailViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSString *> *names;
@property (nonatomic, copy) NSString *prefix;
@property (nonatomic, copy) NSString *title;
@end

@implementation RBMCDetailViewModel

- (instancetype)init {
    self = [super init];
    _names = [RACSubject subject];
    _prefix = @"Dr.";
    RAC(self, title) = [_names map:^id(NSString *name) {
        return [NSString stringWithFormat:@"%@ %@", self.prefix, name]; // expect: strong_self_capture leak
    }];
    return self;
}

@end

@interface RACBindingMapCapturingSelf : NSObject <AgreementScenario>
@end

@implementation RACBindingMapCapturingSelf
+ (id)makeOwner { return [RBMCDetailViewModel new]; }
+ (void)drive:(RBMCDetailViewModel *)owner { [owner.names sendNext:@"Who"]; }
+ (NSInteger)received:(RBMCDetailViewModel *)owner { return [owner.title isEqualToString:@"Dr. Who"] ? 1 : 0; }
@end
