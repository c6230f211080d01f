// The view model of SingletonViewModelSubjectDiscarded: one instance for the process, made by
// a class method with dispatch_once (Project/SVMFriendsViewModel.m), and a subject it never completes.
#import <ReactiveObjC/ReactiveObjC.h>

@interface SVMFriendsViewModel : NSObject
@property (nonatomic, strong, readonly) RACSubject *updatedContent;
+ (instancetype)friendsViewModel;
@end
