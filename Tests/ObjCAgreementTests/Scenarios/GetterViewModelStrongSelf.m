// A controller reaches its view model through a getter method over its base class's instance
// variable, not a property: self still keeps it, so its subject keeps the block and self.
#import "AgreementScenario.h"

@interface GVMSDoctorViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject *doctorData;
@end

@implementation GVMSDoctorViewModel
- (instancetype)init {
    self = [super init];
    _doctorData = [RACSubject subject];
    return self;
}
@end

@interface GVMSBaseController : NSObject {
    GVMSDoctorViewModel *_baseVM;
}
@end

@implementation GVMSBaseController
- (instancetype)init {
    self = [super init];
    _baseVM = [GVMSDoctorViewModel new];
    return self;
}
@end

@interface GVMSDoctorController : GVMSBaseController
@property (nonatomic) NSInteger reloads;
@end

@implementation GVMSDoctorController
- (GVMSDoctorViewModel *)baseVM { return _baseVM; }

- (instancetype)init {
    self = [super init];
    [self.baseVM.doctorData subscribeNext:^(id x) {
        self.reloads++; // expect: strong_self_capture leak
    }];
    return self;
}
@end

@interface GetterViewModelStrongSelf : NSObject <AgreementScenario>
@end

@implementation GetterViewModelStrongSelf
+ (id)makeOwner { return [GVMSDoctorController new]; }
+ (void)drive:(GVMSDoctorController *)owner { [owner.baseVM.doctorData sendNext:@1]; }
+ (NSInteger)received:(GVMSDoctorController *)owner { return owner.reloads; }
@end
