// The few runtime services the model and the scenario runner need beyond the language itself.
// On Linux they come from RACModelRuntime.c (ARC entry points over GCC's libobjc); on Apple
// platforms from the system runtime plus RACModelBase's counter.
#ifndef RAC_MODEL_RUNTIME_H
#define RAC_MODEL_RUNTIME_H

#ifdef __cplusplus
extern "C" {
#endif

/// Objects alive right now: every instance of the root class on Linux; on Apple platforms
/// the instances of the model's classes (see RACModelBase).
long RACModelLiveObjectCount(void);

/// Total allocations so far (a sanity check for tests: the counter moves).
long RACModelAllocationCount(void);

#ifdef __cplusplus
}
#endif
#endif
