/*
 * The floor of a WebSocket server's CPU per delivered frame on this machine: a sender that does nothing but one
 * `send` per viewer per frame (a binary frame header, RFC 6455 §5.2, then SIZE bytes) to COUNT loopback TCP
 * connections, read and discarded by a child process's poll loop. No server can spend less per frame than this
 * sender; the ratio of two sizes' floors is the most that shrinking frames alone can save on the send path.
 *
 *     cc -O2 -o /tmp/bench_send_floor Benchmarks/scripts/bench_send_floor.c
 *     /tmp/bench_send_floor COUNT HZ SECONDS REPEAT SIZE [SIZE ...]
 *
 * Each repeat runs every size once, in alternation; the sender's CPU (CLOCK_PROCESS_CPUTIME_ID) over its sends is
 * printed per run, then the median per size and its ratio to the first size's median.
 */
#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double seconds(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
}

/* The child: connects `count` sockets to `address` and reads them until the sender closes them. */
static void read_everything(const struct sockaddr_in *address, int count) {
    struct pollfd *fds = calloc((size_t)count, sizeof *fds);
    for (int index = 0; index < count; index++) {
        fds[index].fd = socket(AF_INET, SOCK_STREAM, 0);
        fds[index].events = POLLIN;
        if (connect(fds[index].fd, (const struct sockaddr *)address, sizeof *address) != 0) _exit(1);
    }
    static char buffer[1 << 16];
    for (;;) {
        if (poll(fds, (nfds_t)count, -1) < 0) _exit(1);
        for (int index = 0; index < count; index++) {
            if (!(fds[index].revents & (POLLIN | POLLHUP))) continue;
            if (read(fds[index].fd, buffer, sizeof buffer) <= 0) _exit(0);
        }
    }
}

/* One run: `count` connections, frames of `size` bytes at `hz` for `duration` seconds; returns CPU µs per send. */
static double run(int count, int size, int hz, double duration) {
    int listener = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t length = sizeof address;
    if (bind(listener, (struct sockaddr *)&address, sizeof address) != 0 || listen(listener, count) != 0 ||
        getsockname(listener, (struct sockaddr *)&address, &length) != 0) {
        perror("listen");
        exit(1);
    }
    pid_t reader = fork();
    if (reader == 0) read_everything(&address, count);

    int *fds = calloc((size_t)count, sizeof *fds);
    int on = 1; /* lws sets TCP_NODELAY on its sockets too */
    for (int index = 0; index < count; index++) {
        fds[index] = accept(listener, NULL, NULL);
        setsockopt(fds[index], IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
    }
    unsigned char *frame = calloc((size_t)size + 4, 1);
    int header = size < 126 ? 2 : 4;
    frame[0] = 0x82; /* FIN, binary */
    frame[1] = size < 126 ? (unsigned char)size : 126;
    if (size >= 126) {
        frame[2] = (unsigned char)(size >> 8);
        frame[3] = (unsigned char)size;
    }
    usleep(200000); /* let the reader settle into its poll */

    long sends = 0;
    double start = seconds(CLOCK_MONOTONIC), due = start, cpu = seconds(CLOCK_PROCESS_CPUTIME_ID);
    while (seconds(CLOCK_MONOTONIC) - start < duration) {
        for (int index = 0; index < count; index++) {
            frame[header] = (unsigned char)sends++;
            if (send(fds[index], frame, (size_t)(header + size), 0) != header + size) perror("send");
        }
        due += 1.0 / hz;
        double wait = due - seconds(CLOCK_MONOTONIC);
        if (wait > 0) usleep((useconds_t)(wait * 1e6));
    }
    cpu = seconds(CLOCK_PROCESS_CPUTIME_ID) - cpu;

    for (int index = 0; index < count; index++) close(fds[index]);
    close(listener);
    kill(reader, SIGKILL);
    waitpid(reader, NULL, 0);
    free(fds);
    free(frame);
    return cpu / (double)sends * 1e6;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "usage: %s COUNT HZ SECONDS REPEAT SIZE [SIZE ...]\n", argv[0]);
        return 2;
    }
    int count = atoi(argv[1]), hz = atoi(argv[2]), repeat = atoi(argv[4]), sizes = argc - 5;
    double duration = atof(argv[3]);
    if (count < 1 || hz < 1 || duration <= 0 || repeat < 1) {
        fprintf(stderr, "COUNT, HZ, SECONDS and REPEAT must be positive\n");
        return 2;
    }
    double *results = calloc((size_t)(sizes * repeat), sizeof *results);
    for (int round = 0; round < repeat; round++) {
        for (int index = 0; index < sizes; index++) {
            int size = atoi(argv[5 + index]);
            if (size < 1 || size > 65535) {
                fprintf(stderr, "SIZE must be 1...65535\n");
                return 2;
            }
            results[index * repeat + round] = run(count, size, hz, duration);
            printf("run %d: %d connections, %d-byte frames at %d Hz: %.2f µs CPU per send\n", round + 1, count,
                   size, hz, results[index * repeat + round]);
            fflush(stdout);
        }
    }
    double first = 0;
    printf("\n| frame bytes | runs | sender CPU per send, median | ratio |\n|---|---|---|---|\n");
    for (int index = 0; index < sizes; index++) {
        qsort(results + index * repeat, (size_t)repeat, sizeof *results, compare);
        double median = repeat % 2 ? results[index * repeat + repeat / 2]
                                   : (results[index * repeat + repeat / 2 - 1] + results[index * repeat + repeat / 2]) / 2;
        if (index == 0) first = median;
        printf("| %s | %d | %.2f µs | %.2f |\n", argv[5 + index], repeat, median, median / first);
    }
    free(results);
    return 0;
}
