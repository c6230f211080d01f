// The view model of OtherFileViewModelSubjectStrongSelf, declared here and implemented in a
// file of its own (OFVSFeedViewModel.m), as an app's are.
#import <ReactiveObjC/ReactiveObjC.h>

@interface OFVSFeedViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject<NSArray *> *items;
- (void)reload;
@end
