#import "UIControl+RACSignalSupport.h"
#import "EXTScope.h"
#import "NSObject+RACDeallocating.h"
#import "RACSignal+Operations.h"

@implementation UIControl (RACSignalSupport)

- (RACSignal *)rac_signalForControlEvents:(UIControlEvents)controlEvents {
    @weakify(self);
    return [RACSignal createSignal:^(id<RACSubscriber> subscriber) {
        @strongify(self);
        [self addTarget:subscriber action:@selector(sendNext:) forControlEvents:controlEvents];
        // This block, kept by the control, is what keeps the subscriber alive.
        RACDisposable *disposable = [RACDisposable disposableWithBlock:^{
            [subscriber sendCompleted];
        }];
        [self.rac_deallocDisposable addDisposable:disposable];
        return [RACDisposable disposableWithBlock:^{
            @strongify(self);
            [self.rac_deallocDisposable removeDisposable:disposable];
            [self removeTarget:subscriber action:@selector(sendNext:) forControlEvents:controlEvents];
        }];
    }];
}

@end

@implementation UITextField (RACSignalSupport)

- (RACSignal *)rac_textSignal {
    @weakify(self);
    return [[[[RACSignal
        createSignal:^ RACDisposable * (id<RACSubscriber> subscriber) {
            @strongify(self);
            return [[RACSignal return:self] subscribe:subscriber];
        }]
        concat:[self rac_signalForControlEvents:UIControlEventAllEditingEvents]]
        map:^(UITextField *x) {
            return x.text;
        }]
        takeUntil:self.rac_willDeallocSignal];
}

@end
