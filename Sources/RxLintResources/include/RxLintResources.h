// Data files compiled into the rxlint binary, so that an installed binary needs nothing
// beside it: the rule pages (rules/*.md, printed by `rxlint explain` and put into SARIF)
// and the Objective-C stub header handed to libclang.
#ifndef RXLINT_RESOURCES_H
#define RXLINT_RESOURCES_H

#include <stddef.h>

/// One embedded file: its name (a rule id, or "README"), its bytes and their count.
typedef struct {
    const char *name;
    const unsigned char *bytes;
    size_t length;
} RxLintResource;

/// How many rule pages are embedded.
size_t rxlint_rule_page_count(void);

/// The rule page at `index` (0 ..< rxlint_rule_page_count()), named by its file's base name.
RxLintResource rxlint_rule_page(size_t index);

/// The Objective-C stub header (ObjCStub/rxlint-objc-stub.h).
RxLintResource rxlint_objc_stub_header(void);

#endif
