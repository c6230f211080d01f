// A command made, executed and dropped in one method: only the local holds it, so its block
// (which holds self) goes when the method returns.
#import "AgreementScenario.h"

@interface CILCUploader : NSObject
@property (nonatomic) NSInteger uploads;
- (void)uploadOnce;
@end

@implementation CILCUploader
- (void)uploadOnce {
    RACCommand *upload = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
        self.uploads++;
        return [RACSignal empty];
    }];
    [upload execute:nil];
}
@end

@interface CommandInLocalClean : NSObject <AgreementScenario>
@end

@implementation CommandInLocalClean
+ (id)makeOwner { return [CILCUploader new]; }
+ (void)drive:(CILCUploader *)owner { [owner uploadOnce]; }
+ (NSInteger)received:(CILCUploader *)owner { return owner.uploads; }
@end
