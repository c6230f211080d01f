// Strings: compiler literals (NSConstantString) and heap strings (Linux only, without ARC).
#import <Foundation/Foundation.h>
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A string built at run time; same layout as a literal, but owns its bytes.
@interface NSModelHeapString : NSConstantString
@end

static NSString *string_taking_bytes(char *bytes) {
    NSModelHeapString *s = [NSModelHeapString alloc];
    s->_bytes = bytes;
    s->_length = (unsigned int)strlen(bytes);
    return [s autorelease];
}

// Appends to a growing buffer.
static void append(char **buffer, size_t *length, size_t *capacity, const char *text, size_t n) {
    if (*length + n + 1 > *capacity) {
        *capacity = (*length + n + 1) * 2;
        *buffer = realloc(*buffer, *capacity);
    }
    memcpy(*buffer + *length, text, n);
    *length += n;
    (*buffer)[*length] = 0;
}

@implementation NSString

+ (instancetype)stringWithUTF8String:(const char *)string { return string_taking_bytes(strdup(string)); }

// printf conversions plus %@ (an object's description).
+ (instancetype)stringWithFormat:(NSString *)format, ... {
    va_list args;
    va_start(args, format);
    size_t length = 0, capacity = 64;
    char *out = calloc(1, capacity);
    for (const char *p = format.UTF8String; *p;) {
        if (*p != '%') { append(&out, &length, &capacity, p++, 1); continue; }
        const char *start = p++;
        while (*p && strchr("0123456789.-+ #lhzjqt", *p)) p++;
        char conversion = *p++;
        char spec[32], piece[512];
        snprintf(spec, sizeof spec, "%.*s", (int)(p - start), start);
        int longs = 0;
        for (const char *q = start; q < p; q++) longs += (*q == 'l' || *q == 'z' || *q == 'q' || *q == 'j' || *q == 't');
        switch (conversion) {
        case '@': {
            id object = va_arg(args, id);
            const char *text = object ? [[object description] UTF8String] : "(null)";
            append(&out, &length, &capacity, text, strlen(text));
            continue;
        }
        case '%': snprintf(piece, sizeof piece, "%%"); break;
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'c':
            if (longs) snprintf(piece, sizeof piece, spec, va_arg(args, long));
            else snprintf(piece, sizeof piece, spec, va_arg(args, int));
            break;
        case 'f': case 'g': case 'e': snprintf(piece, sizeof piece, spec, va_arg(args, double)); break;
        case 's': snprintf(piece, sizeof piece, spec, va_arg(args, const char *)); break;
        case 'p': snprintf(piece, sizeof piece, spec, va_arg(args, void *)); break;
        default: snprintf(piece, sizeof piece, "%s", spec); break;
        }
        append(&out, &length, &capacity, piece, strlen(piece));
    }
    va_end(args);
    return string_taking_bytes(out);
}

- (const char *)UTF8String { return ""; }
- (NSUInteger)length { return strlen(self.UTF8String); }
- (id)copyWithZone:(NSZone *)zone { return [self retain]; }
- (NSString *)description { return self; }
- (BOOL)isEqual:(id)object { return [object isKindOfClass:[NSString class]] && [self isEqualToString:object]; }
- (BOOL)isEqualToString:(NSString *)other { return other && strcmp(self.UTF8String, other.UTF8String) == 0; }
- (BOOL)hasPrefix:(NSString *)prefix { return strncmp(self.UTF8String, prefix.UTF8String, prefix.length) == 0; }
- (NSInteger)integerValue { return strtol(self.UTF8String, NULL, 10); }

- (NSUInteger)hash {
    NSUInteger h = 5381;
    for (const char *p = self.UTF8String; *p; p++) h = h * 33 + (unsigned char)*p;
    return h;
}

- (NSString *)stringByAppendingString:(NSString *)other {
    size_t a = self.length, b = other.length;
    char *bytes = malloc(a + b + 1);
    memcpy(bytes, self.UTF8String, a);
    memcpy(bytes + a, other.UTF8String, b + 1);
    return string_taking_bytes(bytes);
}

- (NSString *)uppercaseString {
    char *bytes = strdup(self.UTF8String);
    for (char *p = bytes; *p; p++) *p = (char)toupper((unsigned char)*p);
    return string_taking_bytes(bytes);
}

@end

@implementation NSConstantString
- (const char *)UTF8String { return _bytes; }
- (NSUInteger)length { return _length; }
@end

@implementation NSModelHeapString
- (void)dealloc {
    free((void *)_bytes);
    [super dealloc];
}
@end
