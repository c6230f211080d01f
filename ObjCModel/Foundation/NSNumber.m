// Boxed numbers for @(…) literals and KVC (Linux only, without ARC).
#import <Foundation/Foundation.h>

@interface NSNumber () {
    double _double;
    long long _integer;
    BOOL _isFloat;
}
@end

@implementation NSNumber

static NSNumber *integer(long long value) {
    NSNumber *n = [[NSNumber alloc] init];
    n->_integer = value;
    n->_double = (double)value;
    return [n autorelease];
}

static NSNumber *floating(double value) {
    NSNumber *n = [[NSNumber alloc] init];
    n->_integer = (long long)value;
    n->_double = value;
    n->_isFloat = YES;
    return [n autorelease];
}

+ (NSNumber *)numberWithBool:(BOOL)value { return integer(value ? 1 : 0); }
+ (NSNumber *)numberWithChar:(char)value { return integer(value); }
+ (NSNumber *)numberWithInt:(int)value { return integer(value); }
+ (NSNumber *)numberWithUnsignedInt:(unsigned int)value { return integer(value); }
+ (NSNumber *)numberWithLong:(long)value { return integer(value); }
+ (NSNumber *)numberWithUnsignedLong:(unsigned long)value { return integer((long long)value); }
+ (NSNumber *)numberWithLongLong:(long long)value { return integer(value); }
+ (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value { return integer((long long)value); }
+ (NSNumber *)numberWithInteger:(NSInteger)value { return integer(value); }
+ (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value { return integer((long long)value); }
+ (NSNumber *)numberWithDouble:(double)value { return floating(value); }
+ (NSNumber *)numberWithFloat:(float)value { return floating(value); }

- (BOOL)boolValue { return _isFloat ? _double != 0 : _integer != 0; }
- (int)intValue { return (int)_integer; }
- (NSInteger)integerValue { return (NSInteger)_integer; }
- (NSUInteger)unsignedIntegerValue { return (NSUInteger)_integer; }
- (long long)longLongValue { return _integer; }
- (double)doubleValue { return _double; }
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
- (NSUInteger)hash { return (NSUInteger)_integer; }

- (BOOL)isEqual:(id)object {
    if (![object isKindOfClass:[NSNumber class]]) return NO;
    NSNumber *other = object;
    return _isFloat || other->_isFloat ? _double == other->_double : _integer == other->_integer;
}

- (NSString *)description {
    return _isFloat ? [NSString stringWithFormat:@"%g", _double] : [NSString stringWithFormat:@"%lld", _integer];
}

@end
