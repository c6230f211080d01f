#include "CLibClang.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

// Looks `name` up in `library`; on failure writes the reason and returns NULL.
static void *symbol(void *library, const char *name, char *reason, size_t reasonSize) {
    void *found = dlsym(library, name);
    if (found == NULL) {
        snprintf(reason, reasonSize, "the library lacks %s (it is not libclang, or too old)", name);
    }
    return found;
}

int rxclang_open(const char *path, RXClangAPI *api, char *reason, size_t reasonSize) {
    // RTLD_LOCAL: libclang's own LLVM symbols must not interpose on anything else in the process.
    void *library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *why = dlerror();
        snprintf(reason, reasonSize, "%s", why != NULL ? why : "dlopen failed");
        return -1;
    }
    memset(api, 0, sizeof *api);
    // Each entry is written through a pointer-sized slot: a function pointer and the value
    // dlsym returns have the same size and representation on every platform rxlint runs on.
#define LOOK_UP(field, name)                                              \
    do {                                                                  \
        void *found = symbol(library, name, reason, reasonSize);          \
        if (found == NULL) return -1;                                     \
        memcpy(&api->field, &found, sizeof found);                        \
    } while (0)
    LOOK_UP(createIndex, "clang_createIndex");
    LOOK_UP(disposeIndex, "clang_disposeIndex");
    LOOK_UP(parseTranslationUnit2, "clang_parseTranslationUnit2");
    LOOK_UP(disposeTranslationUnit, "clang_disposeTranslationUnit");
    LOOK_UP(getTranslationUnitCursor, "clang_getTranslationUnitCursor");
    LOOK_UP(visitChildren, "clang_visitChildren");
    LOOK_UP(getCursorKind, "clang_getCursorKind");
    LOOK_UP(getCursorSpelling, "clang_getCursorSpelling");
    LOOK_UP(getCursorKindSpelling, "clang_getCursorKindSpelling");
    LOOK_UP(getCString, "clang_getCString");
    LOOK_UP(disposeString, "clang_disposeString");
    LOOK_UP(getCursorExtent, "clang_getCursorExtent");
    LOOK_UP(getCursorLocation, "clang_getCursorLocation");
    LOOK_UP(getRangeStart, "clang_getRangeStart");
    LOOK_UP(getRangeEnd, "clang_getRangeEnd");
    LOOK_UP(getExpansionLocation, "clang_getExpansionLocation");
    LOOK_UP(getSpellingLocation, "clang_getSpellingLocation");
    LOOK_UP(locationIsFromMainFile, "clang_Location_isFromMainFile");
    LOOK_UP(getCursorReferenced, "clang_getCursorReferenced");
    LOOK_UP(getCursorSemanticParent, "clang_getCursorSemanticParent");
    LOOK_UP(cursorIsNull, "clang_Cursor_isNull");
    LOOK_UP(equalCursors, "clang_equalCursors");
    LOOK_UP(hashCursor, "clang_hashCursor");
    LOOK_UP(getCursorType, "clang_getCursorType");
    LOOK_UP(getCursorResultType, "clang_getCursorResultType");
    LOOK_UP(getTypeSpelling, "clang_getTypeSpelling");
    LOOK_UP(getPointeeType, "clang_getPointeeType");
    LOOK_UP(getTypeDeclaration, "clang_getTypeDeclaration");
    LOOK_UP(getObjCPropertyAttributes, "clang_Cursor_getObjCPropertyAttributes");
    LOOK_UP(getNumArguments, "clang_Cursor_getNumArguments");
    LOOK_UP(tokenize, "clang_tokenize");
    LOOK_UP(disposeTokens, "clang_disposeTokens");
    LOOK_UP(getTokenKind, "clang_getTokenKind");
    LOOK_UP(getTokenSpelling, "clang_getTokenSpelling");
    LOOK_UP(getTokenExtent, "clang_getTokenExtent");
    LOOK_UP(getFile, "clang_getFile");
    LOOK_UP(getCursor, "clang_getCursor");
    LOOK_UP(getLocationForOffset, "clang_getLocationForOffset");
    LOOK_UP(getRange, "clang_getRange");
    LOOK_UP(getNumDiagnostics, "clang_getNumDiagnostics");
    LOOK_UP(getDiagnostic, "clang_getDiagnostic");
    LOOK_UP(getDiagnosticSeverity, "clang_getDiagnosticSeverity");
    LOOK_UP(getDiagnosticSpelling, "clang_getDiagnosticSpelling");
    LOOK_UP(getDiagnosticLocation, "clang_getDiagnosticLocation");
    LOOK_UP(disposeDiagnostic, "clang_disposeDiagnostic");
    LOOK_UP(getClangVersion, "clang_getClangVersion");
    LOOK_UP(saveTranslationUnit, "clang_saveTranslationUnit");
    LOOK_UP(defaultSaveOptions, "clang_defaultSaveOptions");
    LOOK_UP(getSkippedRanges, "clang_getSkippedRanges");
    LOOK_UP(disposeSourceRangeList, "clang_disposeSourceRangeList");
#undef LOOK_UP
    return 0;
}
