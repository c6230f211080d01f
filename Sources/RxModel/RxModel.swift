// The executable reference runtime model; filled in by the runtime-model work.
