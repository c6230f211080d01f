// ARC and module-loading glue between clang's ObjFW-ABI output and GCC's libobjc (Linux only).
//
// Debian ships no ARC-capable Objective-C runtime. clang accepts `-fobjc-arc` for the ObjFW
// ABI, whose class and module records are GCC's (ABI 8) plus a few fields, so GCC's libobjc
// can load them once three things are adapted (see fix_module): the module version, the
// "new ABI" class flag (GCC reads that bit as "class under construction"), and non-fragile
// ivar offsets, which the compiler emits relative to the superclass and leaves to the runtime.
// The ARC entry points (retain/release, weak references, autorelease pools, property
// accessors) are implemented here over a reference count kept in a header in front of each
// object, so an object's layout is only `isa`, as constant strings require.
#ifndef __APPLE__

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct objc_object *id;
typedef struct objc_class_record *Class;
typedef const struct objc_selector *SEL;
typedef id (*IMP)(id, SEL, ...);
typedef void *Method;

// GCC's libobjc (see objc/runtime.h; declared here because that header is for GCC's compiler).
extern IMP objc_msg_lookup(id receiver, SEL op);
extern SEL sel_registerName(const char *name);
extern Class objc_getClass(const char *name);
extern Class class_getSuperclass(Class cls);
extern Method class_getInstanceMethod(Class cls, SEL sel);
extern IMP method_getImplementation(Method m);
extern void __real___objc_exec_class(void *module);

// libBlocksRuntime.
extern void *_Block_copy(const void *block);
extern void _Block_release(const void *block);
extern void *_NSConcreteStackBlock[], *_NSConcreteMallocBlock[], *_NSConcreteGlobalBlock[];

// The class record clang emits for the ObjFW ABI: GCC's fields, then the non-fragile extras.
struct objc_class_record {
    Class isa;
    Class super_class; // the superclass's name until the runtime resolves it
    const char *name;
    long version;
    unsigned long info;
    long instance_size; // minus the size of this class's own ivars, before fix_class
    struct ivar_list *ivars;
    void *methods, *dtable, *subclass_list, *sibling_class;
    struct protocol_list *protocols;
    void *gc_object_type;
    long abi_version;
    int **ivar_offsets; // the global each compiled ivar access reads
};
struct ivar_list { int count; struct { const char *name, *type; int offset; } list[]; };
struct symtab { unsigned long sel_ref_cnt; void *refs; unsigned short cls_count, cat_count; void *defs[]; };
struct module { unsigned long version, size; const char *name; struct symtab *symtab; };
struct statics { const char *class_name; id instances[]; };
struct protocol_list { struct protocol_list *next; long count; struct protocol *list[]; };
struct protocol { void *isa; const char *name; struct protocol_list *protocols; }; // GCC's first fields
struct category { const char *name, *class_name; void *instance_methods, *class_methods; struct protocol_list *protocols; };

enum { CLS_META = 0x2, CLASS_NEW_ABI = 0x10 /* GCC: _CLS_IN_CONSTRUCTION */ };

// MARK: - Module loading

// Classes seen so far, with their superclass names taken before GCC resolves them to pointers.
static struct { Class cls; const char *super_name; int fixed; } classes[1024];
static int class_count, pending_count;

static int find_class(const char *name) {
    for (int i = 0; i < class_count; i++)
        if (strcmp(classes[i].cls->name, name) == 0) return i;
    return -1;
}

// Makes ivar offsets absolute once the superclass's size is known; false if it is not yet.
static int fix_class(int index) {
    Class cls = classes[index].cls;
    long super_size = 0;
    if (classes[index].super_name) {
        int s = find_class(classes[index].super_name);
        if (s < 0 || !classes[s].fixed) return 0;
        super_size = classes[s].cls->instance_size;
    }
    long own = -cls->instance_size;
    cls->instance_size = super_size + own;
    for (int i = 0; cls->ivars && i < cls->ivars->count; i++) {
        cls->ivars->list[i].offset += (int)super_size;
        if (cls->ivar_offsets) *cls->ivar_offsets[i] = cls->ivars->list[i].offset;
    }
    classes[index].fixed = 1;
    pending_count--;
    return 1;
}

static void fix_pending_classes(void) {
    int progress = 1;
    while (pending_count > 0 && progress) {
        progress = 0;
        for (int i = 0; i < class_count; i++)
            if (!classes[i].fixed && fix_class(i)) progress = 1;
    }
}

// clang marks protocols as version 3 (its records append optional methods and properties to
// GCC's version 2 layout, which GCC reads as a prefix).
static void fix_protocols(struct protocol_list *lists) {
    for (; lists; lists = lists->next)
        for (long i = 0; i < lists->count; i++) {
            struct protocol *p = lists->list[i];
            if (p->isa != (void *)3) continue;
            p->isa = (void *)2;
            fix_protocols(p->protocols);
        }
}

static void fix_module(struct module *module) {
    module->version = 8; // GCC checks version and size; the ObjFW record adds one int
    module->size = sizeof(struct module);
    struct symtab *symtab = module->symtab;
    for (int i = 0; i < symtab->cls_count; i++) {
        Class cls = symtab->defs[i];
        cls->info &= ~(unsigned long)CLASS_NEW_ABI;
        cls->isa->info &= ~(unsigned long)CLASS_NEW_ABI;
        fix_protocols(cls->protocols);
        if (class_count == (int)(sizeof classes / sizeof classes[0])) abort();
        classes[class_count].cls = cls;
        classes[class_count].super_name = (const char *)cls->super_class;
        classes[class_count].fixed = 0;
        class_count++;
        pending_count++;
    }
    for (int i = 0; i < symtab->cat_count; i++)
        fix_protocols(((struct category *)symtab->defs[symtab->cls_count + i])->protocols);
    // Constant strings name their class NXConstantString (GCC's); ours is NSConstantString.
    struct statics **statics = symtab->defs[symtab->cls_count + symtab->cat_count];
    for (; statics && *statics; statics++)
        if (strcmp((*statics)->class_name, "NXConstantString") == 0) (*statics)->class_name = "NSConstantString";
    fix_pending_classes();
}

void __wrap___objc_exec_class(void *module) {
    fix_module(module);
    __real___objc_exec_class(module);
}

// MARK: - Objects

// In front of every object made by RACModelAllocInstance.
struct header {
    long refcount;
    long deallocating;
    id dealloc_slot;       // disposed just before -dealloc (ReactiveObjC's rac_deallocDisposable)
    id observation_slot;   // the KVO stand-in's bookkeeping for this object
    id association_slot;   // rac_willDeallocSignal's subject (an associated object on Apple)
    long padding;          // keeps objects 16-byte aligned
};
#define HEADER(obj) ((struct header *)(obj) - 1)

static long live_objects, allocations;
extern const char *class_getName(Class cls);

// RAC_MODEL_TRACE=1 prints every allocation and deallocation (to find what a scenario leaks).
static int tracing(void) {
    static int value = -1;
    if (value < 0) value = getenv("RAC_MODEL_TRACE") != NULL;
    return value;
}
long RACModelLiveObjectCount(void) { return live_objects; }
long RACModelAllocationCount(void) { return allocations; }

// Debian's libBlocksRuntime leaves a heap copy's isa at _NSConcreteStackBlock; the
// BLOCK_NEEDS_FREE flag (after isa) is what tells a heap block from a stack one.
static int is_stack_block(id obj) {
    struct { void *isa; int flags; } *block = (void *)obj;
    return block->isa == _NSConcreteStackBlock && !(block->flags & (1 << 24));
}

static int is_block(id obj) {
    void *isa = *(void **)obj;
    return isa == _NSConcreteMallocBlock || isa == _NSConcreteStackBlock || isa == _NSConcreteGlobalBlock;
}

// Objects that were not made by RACModelAllocInstance: classes, blocks, constant strings.
static int is_static(id obj) {
    static Class constant_string;
    Class isa = *(Class *)obj;
    if (isa->info & CLS_META) return 1;
    if (!constant_string) constant_string = objc_getClass("NSConstantString");
    return isa == constant_string;
}

static id send(id obj, const char *selector) {
    SEL sel = sel_registerName(selector);
    return objc_msg_lookup(obj, sel)(obj, sel);
}

id RACModelAllocInstance(Class cls) {
    if (pending_count > 0) fix_pending_classes();
    if (pending_count > 0) { fprintf(stderr, "rac-model: a class's superclass never loaded\n"); abort(); }
    struct header *h = calloc(1, sizeof(struct header) + (size_t)cls->instance_size);
    if (!h) abort();
    h->refcount = 1;
    id obj = (id)(h + 1);
    *(Class *)obj = cls;
    live_objects++;
    allocations++;
    if (tracing()) fprintf(stderr, "alloc %s %p\n", class_getName(cls), (void *)obj);
    return obj;
}

id *RACModelDeallocSlot(id obj) { return &HEADER(obj)->dealloc_slot; }
id *RACModelObservationSlot(id obj) { return &HEADER(obj)->observation_slot; }
id *RACModelAssociationSlot(id obj) { return &HEADER(obj)->association_slot; }
int RACModelIsDeallocating(id obj) { return obj && !is_block(obj) && !is_static(obj) && HEADER(obj)->deallocating; }

// MARK: - Weak references: a side table from object to the slots that point at it.

struct weak_entry { id obj; id **slots; int count, capacity; struct weak_entry *next; };
static struct weak_entry *weak_table[4096];

static struct weak_entry **weak_bucket(id obj) { return &weak_table[((uintptr_t)obj >> 4) % 4096]; }

static void weak_register(id *slot, id obj) {
    if (!obj || is_block(obj) || is_static(obj)) return;
    struct weak_entry *e = *weak_bucket(obj);
    while (e && e->obj != obj) e = e->next;
    if (!e) {
        e = calloc(1, sizeof *e);
        e->obj = obj;
        e->next = *weak_bucket(obj);
        *weak_bucket(obj) = e;
    }
    if (e->count == e->capacity) {
        e->capacity = e->capacity ? e->capacity * 2 : 4;
        e->slots = realloc(e->slots, sizeof(id *) * (size_t)e->capacity);
    }
    e->slots[e->count++] = slot;
}

static void weak_unregister(id *slot, id obj) {
    if (!obj) return;
    for (struct weak_entry *e = *weak_bucket(obj); e; e = e->next) {
        if (e->obj != obj) continue;
        for (int i = 0; i < e->count; i++)
            if (e->slots[i] == slot) { e->slots[i] = e->slots[--e->count]; return; }
    }
}

// Zeroes every weak slot that points at obj (at the end of its deallocation).
static void weak_clear(id obj) {
    struct weak_entry **link = weak_bucket(obj);
    while (*link && (*link)->obj != obj) link = &(*link)->next;
    struct weak_entry *e = *link;
    if (!e) return;
    *link = e->next;
    for (int i = 0; i < e->count; i++) *e->slots[i] = NULL;
    free(e->slots);
    free(e);
}

// MARK: - ARC entry points

static id pending_return; // see objc_autoreleaseReturnValue
static void flush_pending_return(void);

id objc_retain(id obj) {
    flush_pending_return();
    if (!obj) return obj;
    // Retaining a block is not copying it (only objc_retainBlock copies): a stack block's
    // retain is a no-op returning itself, as on Apple platforms, and the compiler relies on
    // objc_retain returning its argument.
    if (is_block(obj)) return is_stack_block(obj) ? obj : _Block_copy(obj);
    if (is_static(obj) || HEADER(obj)->deallocating) return obj;
    HEADER(obj)->refcount++;
    return obj;
}

void objc_release(id obj) {
    flush_pending_return();
    if (!obj) return;
    if (is_block(obj)) {
        if (!is_stack_block(obj)) _Block_release(obj);
        return;
    }
    if (is_static(obj) || HEADER(obj)->deallocating) return;
    if (--HEADER(obj)->refcount > 0) return;
    HEADER(obj)->deallocating = 1;
    // ReactiveObjC swizzles -dealloc to dispose rac_deallocDisposable before the class's own.
    id slot = HEADER(obj)->dealloc_slot;
    if (slot) send(slot, "dispose");
    send(obj, "dealloc");
}

// The root class's -dealloc: what objc_destructInstance and free do on Apple platforms.
void RACModelDisposeInstance(id obj) {
    SEL destruct = sel_registerName(".cxx_destruct");
    for (Class cls = *(Class *)obj; cls; cls = class_getSuperclass(cls)) {
        Method m = class_getInstanceMethod(cls, destruct);
        if (!m) break;
        Class super = class_getSuperclass(cls);
        if (super && class_getInstanceMethod(super, destruct) == m) continue;
        method_getImplementation(m)(obj, destruct);
    }
    struct header *h = HEADER(obj);
    id slot = h->dealloc_slot, observation = h->observation_slot, association = h->association_slot;
    h->dealloc_slot = h->observation_slot = h->association_slot = NULL;
    objc_release(slot);
    objc_release(observation);
    objc_release(association);
    weak_clear(obj);
    live_objects--;
    if (tracing()) fprintf(stderr, "free %s %p\n", class_getName(*(Class *)obj), (void *)obj);
    free(h);
}

void objc_storeStrong(id *location, id value) {
    id old = *location;
    if (old == value) return;
    *location = objc_retain(value);
    objc_release(old);
}

id objc_retainBlock(id block) { return block ? _Block_copy(block) : NULL; }

// Autorelease pools: one stack; a pool is the stack depth when it was pushed.
static id *pool;
static size_t pool_count, pool_capacity;

id objc_autorelease(id obj) {
    if (obj != pending_return) flush_pending_return();
    if (!obj) return obj;
    if (pool_count == pool_capacity) {
        pool_capacity = pool_capacity ? pool_capacity * 2 : 256;
        pool = realloc(pool, sizeof(id) * pool_capacity);
    }
    pool[pool_count++] = obj;
    return obj;
}

void *objc_autoreleasePoolPush(void) { flush_pending_return(); return (void *)(uintptr_t)(pool_count + 1); }

void objc_autoreleasePoolPop(void *marker) {
    flush_pending_return();
    size_t depth = (uintptr_t)marker - 1;
    while (pool_count > depth) objc_release(pool[--pool_count]);
}

// The return-value handshake Apple's runtime performs: a callee's objc_autoreleaseReturnValue
// immediately followed by the caller's objc_retainAutoreleasedReturnValue hands the +1 over
// without an autorelease, so results die with the caller's variables (a RACScopedDisposable
// in a local is disposed at the end of its scope). Apple checks the caller's next instruction;
// here the value waits in `pending_return` and is autoreleased by the next other ARC call.

static void flush_pending_return(void) {
    id obj = pending_return;
    pending_return = NULL;
    if (obj) objc_autorelease(obj);
}

id objc_autoreleaseReturnValue(id obj) {
    flush_pending_return();
    pending_return = obj;
    return obj;
}

id objc_retainAutoreleaseReturnValue(id obj) { return objc_autoreleaseReturnValue(objc_retain(obj)); }
id objc_retainAutorelease(id obj) { return objc_autorelease(objc_retain(obj)); }

id objc_retainAutoreleasedReturnValue(id obj) {
    if (obj && obj == pending_return) { pending_return = NULL; return obj; }
    return objc_retain(obj);
}

id objc_unsafeClaimAutoreleasedReturnValue(id obj) {
    if (obj && obj == pending_return) { pending_return = NULL; objc_release(obj); return obj; }
    return obj;
}

id objc_initWeak(id *slot, id value) {
    flush_pending_return();
    if (value && RACModelIsDeallocating(value)) value = NULL;
    *slot = value;
    weak_register(slot, value);
    return value;
}

id objc_storeWeak(id *slot, id value) {
    weak_unregister(slot, *slot);
    return objc_initWeak(slot, value);
}

id objc_loadWeakRetained(id *slot) {
    flush_pending_return();
    id obj = *slot;
    if (!obj || RACModelIsDeallocating(obj)) return NULL;
    return objc_retain(obj);
}

id objc_loadWeak(id *slot) { return objc_autorelease(objc_loadWeakRetained(slot)); }

void objc_destroyWeak(id *slot) {
    weak_unregister(slot, *slot);
    *slot = NULL;
}

void objc_copyWeak(id *to, id *from) {
    id obj = objc_loadWeakRetained(from);
    objc_initWeak(to, obj);
    objc_release(obj);
}

void objc_moveWeak(id *to, id *from) {
    objc_copyWeak(to, from);
    objc_destroyWeak(from);
}

// Property accessors the compiler calls for atomic and copy properties (GNU signatures).
id objc_getProperty(id self, SEL _cmd, ptrdiff_t offset, signed char atomic) {
    (void)_cmd; (void)atomic;
    return objc_retainAutorelease(*(id *)((char *)self + offset));
}

void objc_setProperty(id self, SEL _cmd, ptrdiff_t offset, id value, signed char atomic, signed char copy) {
    (void)_cmd; (void)atomic;
    id *slot = (id *)((char *)self + offset);
    id new_value = !value ? NULL : !copy ? objc_retain(value) : is_block(value) ? _Block_copy(value) : send(value, "copy");
    id old = *slot;
    *slot = new_value;
    objc_release(old);
}

#endif
