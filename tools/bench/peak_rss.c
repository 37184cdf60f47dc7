/* peak_rss CMD ARGS...: runs CMD (output discarded) and prints its peak
 * resident memory in KiB.  make bench uses it because a child spawned from
 * Python inherits Python's resident pages in its peak until it execs: only
 * a small parent measures the child alone. */
#include <fcntl.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: peak_rss CMD [ARGS...]\n");
        return 1;
    }
    pid_t pid = fork();
    if (pid < 0) return perror("fork"), 1;
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 1), dup2(null, 2);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status;
    struct rusage ru;
    if (wait4(pid, &status, 0, &ru) < 0) return perror("wait4"), 1;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        fprintf(stderr, "peak_rss: %s failed\n", argv[1]);
        return 1;
    }
    printf("%ld\n", ru.ru_maxrss);
    return 0;
}
