#import "RACTuple.h"

@implementation RACTuple {
    NSArray *_backing;
}

+ (instancetype)tupleWithObjectsFromArray:(NSArray *)array {
    RACTuple *tuple = [[self alloc] init];
    tuple->_backing = [array copy];
    return tuple;
}

- (NSUInteger)count { return _backing.count; }

- (id)objectAtIndex:(NSUInteger)index {
    if (index >= _backing.count) return nil;
    id value = _backing[index];
    return value == (id)[NSNull null] ? nil : value;
}

- (id)objectAtIndexedSubscript:(NSUInteger)index { return [self objectAtIndex:index]; }
- (id)first { return [self objectAtIndex:0]; }
- (id)second { return [self objectAtIndex:1]; }
- (id)third { return [self objectAtIndex:2]; }
- (id)last { return [self objectAtIndex:_backing.count - 1]; }
- (NSArray *)allObjects { return _backing; }

- (RACTuple *)tupleByAddingObject:(id)object {
    return [RACTuple tupleWithObjectsFromArray:[_backing arrayByAddingObject:object ?: [NSNull null]]];
}

- (NSUInteger)countByEnumeratingWithState:(NSFastEnumerationState *)state objects:(id __unsafe_unretained [])buffer count:(NSUInteger)len {
    return [_backing countByEnumeratingWithState:state objects:buffer count:len];
}

@end
