// The model's umbrella header, imported by app code as <ReactiveObjC/ReactiveObjC.h>.
#import <Foundation/Foundation.h>
#import "EXTScope.h"
#import "EXTKeyPathCoding.h"
#import "RACDisposable.h"
#import "RACSubscriber.h"
#import "RACScheduler.h"
#import "RACSignal.h"
#import "RACSignal+Operations.h"
#import "RACSubject.h"
#import "RACTuple.h"
#import "RACCommand.h"
#import "NSObject+RACDeallocating.h"
#import "NSObject+RACPropertySubscribing.h"
#import "NSNotificationCenter+RACSupport.h"
#if __has_include(<UIKit/UIKit.h>)
#import "UIControl+RACSignalSupport.h"
#import "UIBarButtonItem+RACSupport.h"
#endif
