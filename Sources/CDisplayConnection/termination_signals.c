#include "CDisplayConnection.h"
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t lunapark_signal_write_fd = -1;

static void lunapark_on_termination_signal(int sig) {
    int saved = errno;  /* write() may change it under the interrupted code */
    int fd = lunapark_signal_write_fd;
    if (fd >= 0) {
        unsigned char byte = (unsigned char)sig;
        ssize_t written = write(fd, &byte, 1);  /* async-signal-safe; a full pipe already wakes the loop */
        (void)written;
    }
    errno = saved;
}

void lunapark_wake_on_termination_signals(int writeFD) {
    lunapark_signal_write_fd = writeFD;
    const int signals[] = { SIGINT, SIGTERM };
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        struct sigaction current;
        if (sigaction(signals[i], NULL, &current) != 0 || current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = lunapark_on_termination_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        sigaction(signals[i], &action, NULL);
    }
}
