#import "UIBarButtonItem+RACSupport.h"
#import "EXTScope.h"
#import "NSObject+RACDeallocating.h"
#import "RACSignal+Operations.h"
#import "RACSubject.h"

@implementation UIBarButtonItem (RACSupport)

- (void)rac_actionReceived:(id)sender {
    [(RACSubject *)self.modelAssociatedObject sendNext:self];
}

- (RACSignal *)rac_actionSignal {
    @weakify(self);
    return [[RACSignal defer:^RACSignal *{
        @strongify(self);
        RACSubject *subject = self.modelAssociatedObject;
        if (subject == nil) {
            subject = [RACSubject subject];
            self.modelAssociatedObject = subject;
            self.target = self;
            self.action = @selector(rac_actionReceived:);
        }
        return subject;
    }] takeUntil:self.rac_willDeallocSignal];
}

@end
