// @keypath(OBJ, PATH): the key path as a string, checked by the compiler. As in libextobjc the
// expression mentions OBJ.PATH in a branch never taken, so a block using it captures OBJ.
#ifndef RAC_MODEL_EXTKEYPATHCODING_H
#define RAC_MODEL_EXTKEYPATHCODING_H

#define keypath(OBJ, PATH) (((void)(NO && ((void)OBJ.PATH, NO)), # PATH))

#endif
