#define _GNU_SOURCE
#include "RXWorkerProcess.h"

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/prctl.h>
#endif

int rxlint_die_with_parent(void) {
#if defined(__linux__)
    return prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
#else
    return -1;
#endif
}

int rxlint_pipe_cloexec(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
