#ifndef RXLINT_WORKER_PROCESS_H
#define RXLINT_WORKER_PROCESS_H

// Two system calls the Objective-C worker processes need that Swift does not import on Linux
// (their declarations need _GNU_SOURCE or a header Glibc's module leaves out).

// Makes the calling process receive SIGKILL when its parent ends (Linux); 0 on success, -1
// where there is no such thing.
int rxlint_die_with_parent(void);

// pipe(2) with both ends close-on-exec from the start: a child started by another thread
// meanwhile cannot inherit them. 0 on success, -1 with errno set.
int rxlint_pipe_cloexec(int fds[2]);

#endif
