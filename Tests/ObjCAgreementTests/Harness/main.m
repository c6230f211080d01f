// Runs each named scenario like ScenarioRunner.run and prints one line per scenario:
//   SCENARIO <Name> aliveBeforeCompletion=0 ownerDeallocated=1 ownerReleasedAtOnce=1 leaked=0 received=3 expected=clean agrees=1
// `expected` is the verdict the file's `// expect:` comments add up to (the worst one, or clean);
// `agrees` applies Agreement.disagreement's rules to the observation. Exit status 1 when a
// scenario disagrees or is missing.
//
// Usage: objc-agreement [--fixed] <scenario-dir> <Name>...
// `--fixed` runs the fixed scenarios (their classes named as the originals'), which carry no
// expectations: it prints `FIXED` lines, judged by ObjCFixedScenarioTests, and fails only for
// a missing class.
#import "AgreementScenario.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// How far the clock moves to complete every pending timer: past any scenario's delay.
static const NSTimeInterval horizon = 600;

@implementation ScenarioClock
+ (void)advanceBy:(NSTimeInterval)seconds { [RACModelClock advanceBy:seconds]; }
@end

typedef struct {
    /// ownerReleasedAtOnce: the owner went with its last outside reference, before any
    /// pending work ran (nothing of its own subscriptions kept it).
    int aliveBeforeCompletion, ownerDeallocated, ownerReleasedAtOnce;
    long leaked;
    NSInteger received;
    int silent;
} Observation;

static Observation run(Class<AgreementScenario> scenario) {
    [RACModelClock reset];
    if ([(id)scenario respondsToSelector:@selector(prepare)]) {
        @autoreleasepool { [scenario prepare]; }
    }
    long start = RACModelLiveObjectCount();
    __weak id weakOwner = nil;
    NSInteger received = -1;
    @autoreleasepool {
        id owner = [scenario makeOwner];
        weakOwner = owner;
        if ([(id)scenario respondsToSelector:@selector(drive:)]) [scenario drive:owner];
        if ([(id)scenario respondsToSelector:@selector(received:)]) received = [scenario received:owner];
        if ([(id)scenario respondsToSelector:@selector(stop:)]) [scenario stop:owner];
        owner = nil;
    }
    [RACModelClock advanceBy:0];
    Observation o;
    o.ownerReleasedAtOnce = weakOwner == nil;
    o.aliveBeforeCompletion = weakOwner != nil || RACModelLiveObjectCount() != start;
    [RACModelClock advanceBy:horizon];
    o.ownerDeallocated = weakOwner == nil;
    o.leaked = RACModelLiveObjectCount() - start;
    o.received = received;
    o.silent = [(id)scenario respondsToSelector:@selector(silentBecause)];
    return o;
}

static int rank(const char *verdict) {
    if (strcmp(verdict, "clean") == 0) return 0;
    if (strcmp(verdict, "disposed-immediately") == 0) return 1;
    if (strcmp(verdict, "transient") == 0) return 2;
    if (strcmp(verdict, "leak") == 0) return 3;
    return -1;
}

static const char *verdicts[] = { "clean", "disposed-immediately", "transient", "leak" };

/// The worst verdict of the file's `// expect: <rule> <verdict>[, …]` comments; -1 if unreadable.
static int expectedVerdict(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    char line[4096];
    int worst = 0;
    while (fgets(line, sizeof line, f)) {
        char *at = strstr(line, "// expect:");
        if (!at) continue;
        for (char *entry = strtok(at + 10, ","); entry; entry = strtok(NULL, ",")) {
            char rule[128], verdict[128], extra[2];
            if (sscanf(entry, "%127s %127s %1s", rule, verdict, extra) != 2) continue;
            int r = rank(verdict);
            if (r < 0) { fclose(f); return -1; }
            if (r > worst) worst = r;
        }
    }
    fclose(f);
    return worst;
}

/// Agreement.disagreement: 1 when the observation matches the expected verdict.
static int agrees(int expected, Observation o) {
    int released = o.ownerDeallocated && o.leaked == 0;
    switch (expected) {
    case 3: return !released;
    case 2: return o.aliveBeforeCompletion && released;
    case 1: return o.received == 0 && released;
    case 0: return released && !o.aliveBeforeCompletion && (o.silent ? o.received == 0 : o.received > 0);
    }
    return 0;
}

/// Creates the model's lazily made singletons before any snapshot, so none counts as a leak.
static void warmUp(void) {
    @autoreleasepool {
        [RACModelClock reset];
        (void)RACScheduler.mainThreadScheduler;
        (void)RACScheduler.immediateScheduler;
        (void)[NSNull null];
        [[RACSignal return:@1] subscribeNext:^(id x) {}];
        NSNotificationCenter *center = [NSNotificationCenter defaultCenter];
        [center removeObserver:[center addObserverForName:@"warm-up" object:nil queue:nil usingBlock:^(NSNotification *note) {}]];
        [RACModelClock reset];
    }
}

int main(int argc, const char *argv[]) {
    const char *label = "SCENARIO";
    if (argc > 1 && strcmp(argv[1], "--fixed") == 0) {
        label = "FIXED";
        argv++;
        argc--;
    }
    if (argc < 2) {
        fprintf(stderr, "usage: objc-agreement [--fixed] <scenario-dir> <Name>...\n");
        return 2;
    }
    int failures = 0;
    @autoreleasepool {
        warmUp();
        for (int i = 2; i < argc; i++) {
            Class cls = NSClassFromString([NSString stringWithUTF8String:argv[i]]);
            if (!cls) {
                printf("%s %s missing=1 agrees=0\n", label, argv[i]);
                failures++;
                continue;
            }
            Observation o = run(cls);
            if (strcmp(label, "FIXED") == 0) {
                printf("FIXED %s aliveBeforeCompletion=%d ownerDeallocated=%d ownerReleasedAtOnce=%d leaked=%ld received=%ld\n",
                       argv[i], o.aliveBeforeCompletion, o.ownerDeallocated, o.ownerReleasedAtOnce, o.leaked, (long)o.received);
                fflush(stdout);
                continue;
            }
            char path[4096];
            snprintf(path, sizeof path, "%s/%s.m", argv[1], argv[i]);
            int expected = expectedVerdict(path);
            int ok = expected >= 0 && agrees(expected, o);
            failures += !ok;
            printf("SCENARIO %s aliveBeforeCompletion=%d ownerDeallocated=%d ownerReleasedAtOnce=%d leaked=%ld received=%ld silent=%d expected=%s agrees=%d\n",
                   argv[i], o.aliveBeforeCompletion, o.ownerDeallocated, o.ownerReleasedAtOnce, o.leaked, (long)o.received, o.silent,
                   expected >= 0 ? verdicts[expected] : "unreadable", ok);
            fflush(stdout);
        }
    }
    return failures ? 1 : 0;
}
