// Arrays that retain their elements, as Apple's do (Linux only, without ARC).
#import <Foundation/Foundation.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

@interface NSArray () {
@protected
    id *_items;
    NSUInteger _count, _capacity;
    unsigned long _mutations;
}
@end

@implementation NSArray

static void reserve(NSArray *array, NSUInteger count);

+ (instancetype)array { return [[[self alloc] init] autorelease]; }
+ (instancetype)arrayWithObject:(id)object { return [self arrayWithObjects:&object count:1]; }
+ (instancetype)arrayWithArray:(NSArray *)array { return [self arrayWithObjects:array->_items count:array->_count]; }

+ (instancetype)arrayWithObjects:(const id[])objects count:(NSUInteger)count {
    NSArray *array = [[self alloc] init];
    reserve(array, count);
    for (NSUInteger i = 0; i < count; i++) array->_items[i] = [objects[i] retain];
    array->_count = count;
    return [array autorelease];
}

static void reserve(NSArray *array, NSUInteger count) {
    if (count <= array->_capacity) return;
    array->_capacity = count < 4 ? 4 : count * 2;
    array->_items = realloc(array->_items, sizeof(id) * array->_capacity);
}

- (void)dealloc {
    for (NSUInteger i = 0; i < _count; i++) [_items[i] release];
    free(_items);
    [super dealloc];
}

- (NSUInteger)count { return _count; }

- (id)objectAtIndex:(NSUInteger)index {
    if (index >= _count) { fprintf(stderr, "rac-model: index %lu beyond %lu\n", index, _count); abort(); }
    return _items[index];
}

- (id)objectAtIndexedSubscript:(NSUInteger)index { return [self objectAtIndex:index]; }
- (id)firstObject { return _count ? _items[0] : nil; }
- (id)lastObject { return _count ? _items[_count - 1] : nil; }
- (BOOL)containsObject:(id)object { return [self indexOfObject:object] != (NSUInteger)NSNotFound; }

- (NSUInteger)indexOfObject:(id)object {
    for (NSUInteger i = 0; i < _count; i++)
        if ([_items[i] isEqual:object]) return i;
    return NSNotFound;
}

- (NSUInteger)indexOfObjectIdenticalTo:(id)object {
    for (NSUInteger i = 0; i < _count; i++)
        if (_items[i] == object) return i;
    return NSNotFound;
}

- (NSArray *)arrayByAddingObject:(id)object {
    NSMutableArray *copy = [NSMutableArray arrayWithArray:self];
    [copy addObject:object];
    return [NSArray arrayWithArray:copy];
}

- (id)copyWithZone:(NSZone *)zone { return [[NSArray arrayWithArray:self] retain]; }
- (id)mutableCopy { return [[NSMutableArray arrayWithArray:self] retain]; }

- (NSString *)description { return [NSString stringWithFormat:@"<array of %lu>", _count]; }

- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id[])buffer count:(NSUInteger)len {
    if (state->state) return 0;
    state->state = 1;
    state->itemsPtr = _items;
    state->mutationsPtr = &_mutations;
    return _count;
}

@end

@implementation NSMutableArray

+ (instancetype)arrayWithCapacity:(NSUInteger)capacity { return [[[self alloc] initWithCapacity:capacity] autorelease]; }

- (instancetype)initWithCapacity:(NSUInteger)capacity {
    self = [super init];
    reserve(self, capacity);
    return self;
}

- (void)addObject:(id)object { [self insertObject:object atIndex:_count]; }

- (void)insertObject:(id)object atIndex:(NSUInteger)index {
    reserve(self, _count + 1);
    memmove(_items + index + 1, _items + index, sizeof(id) * (_count - index));
    _items[index] = [object retain];
    _count++;
    _mutations++;
}

- (void)removeObjectAtIndex:(NSUInteger)index {
    id removed = [self objectAtIndex:index];
    memmove(_items + index, _items + index + 1, sizeof(id) * (_count - index - 1));
    _count--;
    _mutations++;
    [removed release];
}

- (void)removeObject:(id)object {
    for (NSUInteger i = _count; i > 0; i--)
        if ([_items[i - 1] isEqual:object]) [self removeObjectAtIndex:i - 1];
}

- (void)removeObjectIdenticalTo:(id)object {
    for (NSUInteger i = _count; i > 0; i--)
        if (_items[i - 1] == object) [self removeObjectAtIndex:i - 1];
}

- (void)removeLastObject { if (_count) [self removeObjectAtIndex:_count - 1]; }
- (void)removeAllObjects { while (_count) [self removeObjectAtIndex:_count - 1]; }

- (void)setObject:(id)object atIndexedSubscript:(NSUInteger)index {
    if (index == _count) { [self addObject:object]; return; }
    id old = [self objectAtIndex:index];
    _items[index] = [object retain];
    [old release];
    _mutations++;
}

@end
