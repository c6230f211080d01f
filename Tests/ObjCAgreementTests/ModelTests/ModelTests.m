// Tests of the model's ownership facts, each checked through live-object counts and weak
// references, the way Tests/RxModelTests checks RxModel. Prints PASS/FAIL per test.
#import <ReactiveObjC/ReactiveObjC.h>
#include <stdio.h>

/// Something a block can capture, to see whether the block (and so what holds it) is alive.
@interface Probe : NSObject
@property (nonatomic) NSInteger count;
@end
@implementation Probe
@end

static int failures;
static long forgiven;

/// Objects a test leaks on purpose, discounted from its leak check.
static void RACModelForgetLeakForTests(long count) { forgiven += count; }

static void check(const char *name, BOOL ok) {
    printf("%s %s\n", ok ? "PASS" : "FAIL", name);
    if (!ok) failures++;
}

// Each test runs in a pool on a fresh clock and must leave the live count where it found it.
static void test(const char *name, BOOL (^body)(void)) {
    [RACModelClock reset];
    long start = RACModelLiveObjectCount();
    forgiven = 0;
    BOOL ok;
    @autoreleasepool { ok = body(); }
    [RACModelClock reset];
    long leaked = RACModelLiveObjectCount() - start - forgiven;
    if (leaked != 0) printf("  %s: %ld object(s) left\n", name, leaked);
    check(name, ok && leaked == 0);
}

int main(void) {
    @autoreleasepool {
        (void)RACScheduler.mainThreadScheduler;
        (void)[NSNull null];
        [[RACSignal return:@1] subscribeNext:^(id x) {}];
    }

    test("cold signal does not retain its subscriber", ^BOOL {
        __weak Probe *weakProbe;
        __weak RACSignal *weakSignal;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                return nil;
            }];
            weakSignal = signal;
            [signal subscribeNext:^(id x) { probe.count++; }];
        }
        return weakProbe == nil && weakSignal == nil;
    });

    test("cold signal is freed while its scheduled work keeps the subscriber", ^BOOL {
        __weak Probe *weakProbe;
        __weak RACSignal *weakSignal;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                return [RACScheduler.mainThreadScheduler afterDelay:1 schedule:^{
                    [subscriber sendNext:@1];
                    [subscriber sendCompleted];
                }];
            }];
            weakSignal = signal;
            [signal subscribeNext:^(id x) { probe.count++; }];
        }
        BOOL signalFreed = weakSignal == nil, subscriberKept = weakProbe != nil;
        int delivered = weakProbe.count == 0;
        [RACModelClock advanceBy:1];
        return signalFreed && subscriberKept && delivered && weakProbe == nil;
    });

    test("subject retains its subscriber until it completes", ^BOOL {
        RACSubject *subject = [RACSubject subject];
        __weak Probe *weakProbe;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            [subject subscribeNext:^(id x) { probe.count++; }];
        }
        [subject sendNext:@1];
        BOOL kept = weakProbe != nil && weakProbe.count == 1;
        [subject sendCompleted];
        return kept && weakProbe == nil;
    });

    test("subject retains its subscriber until the subscription is disposed", ^BOOL {
        RACSubject *subject = [RACSubject subject];
        __weak Probe *weakProbe;
        RACDisposable *disposable;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            disposable = [subject subscribeNext:^(id x) { probe.count++; }];
        }
        BOOL kept = weakProbe != nil;
        [disposable dispose];
        return kept && weakProbe == nil;
    });

    test("subscriber drops its blocks on completion", ^BOOL {
        __weak Probe *weakProbe;
        RACSubscriber *subscriber;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            subscriber = [RACSubscriber subscriberWithNext:^(id x) { probe.count++; } error:nil completed:nil];
        }
        BOOL kept = weakProbe != nil;
        [subscriber sendCompleted];
        return kept && weakProbe == nil;
    });

    test("passthrough forwards nothing once disposed", ^BOOL {
        RACSubject *subject = [RACSubject subject];
        __block int received = 0;
        RACDisposable *disposable = [subject subscribeNext:^(id x) { received++; }];
        [subject sendNext:@1];
        [disposable dispose];
        [subject sendNext:@2];
        return received == 1;
    });

    test("interval timer keeps its subscriber until disposed", ^BOOL {
        __weak Probe *weakProbe;
        RACDisposable *disposable;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            disposable = [[RACSignal interval:1 onScheduler:RACScheduler.mainThreadScheduler] subscribeNext:^(id x) { probe.count++; }];
        }
        [RACModelClock advanceBy:3.5];
        BOOL ticking = weakProbe.count == 3;
        [disposable dispose];
        return ticking && weakProbe == nil && [RACModelClock pendingCount] == 0;
    });

    test("rac_willDeallocSignal completes as the object deallocates", ^BOOL {
        __block BOOL completed = NO;
        @autoreleasepool {
            Probe *probe = [Probe new];
            [probe.rac_willDeallocSignal subscribeCompleted:^{ completed = YES; }];
        }
        return completed;
    });

    test("weakify/strongify: the block does not keep the object", ^BOOL {
        RACSubject *subject = [RACSubject subject];
        __weak Probe *weakProbe;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            @weakify(probe);
            [subject subscribeNext:^(id x) {
                @strongify(probe);
                probe.count++;
            }];
        }
        BOOL freed = weakProbe == nil;
        [subject sendNext:@1]; // reaches a nil probe: harmless
        [subject sendCompleted];
        return freed;
    });

    // RACSubject.m: the removal block in the subscription's compound disposable captures the
    // passthrough, which holds that disposable: a cycle only disposal or completion breaks.
    test("a subject freed without completing leaks its undisposed subscriptions", ^BOOL {
        long before = RACModelLiveObjectCount();
        __weak RACSubject *weakSubject;
        @autoreleasepool {
            RACSubject *subject = [RACSubject subject];
            weakSubject = subject;
            [subject subscribeNext:^(id x) {}];
        }
        BOOL leaked = weakSubject == nil && RACModelLiveObjectCount() > before;
        // The test's own leak check must see a clean slate: this one cannot be reclaimed.
        RACModelForgetLeakForTests(RACModelLiveObjectCount() - before);
        return leaked;
    });

    test("RAC() does not retain its target and ends with it", ^BOOL {
        RACSubject *subject = [RACSubject subject];
        __weak UILabel *weakLabel;
        @autoreleasepool {
            UILabel *label = [UILabel new];
            weakLabel = label;
            RAC(label, text) = subject;
            [subject sendNext:@"hello"];
            if (![label.text isEqualToString:@"hello"]) return NO;
        }
        [subject sendNext:@"after"];
        return weakLabel == nil;
    });

    test("RACObserve sends the current value and each change", ^BOOL {
        UILabel *label = [UILabel new];
        label.text = @"a";
        NSMutableArray *seen = [NSMutableArray array];
        [[label rac_valuesForKeyPath:@"text" observer:nil] subscribeNext:^(id x) { [seen addObject:x]; }];
        label.text = @"b";
        return seen.count == 2 && [seen[1] isEqualToString:@"b"];
    });

    test("RACCommand keeps its signal block", ^BOOL {
        __weak Probe *weakProbe;
        RACCommand *command;
        @autoreleasepool {
            Probe *probe = [Probe new];
            weakProbe = probe;
            command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                probe.count++;
                return [RACSignal return:input];
            }];
        }
        BOOL kept = weakProbe != nil;
        __block id value;
        [[command execute:@7] subscribeNext:^(id x) { value = x; }];
        [RACModelClock advanceBy:0];
        command = nil;
        return kept && [value isEqual:@7] && weakProbe == nil;
    });

    return failures ? 1 : 0;
}
