/*
 * Viewers for Benchmarks/scripts/bench_server_load.py: opens N WebSocket connections to one room of `transition-lab serve`
 * and reads them all from one epoll (Linux) or poll loop, counting binary messages (frames) and their bytes and
 * discarding everything else, so the load generator costs a few microseconds per frame instead of a Python
 * reader's tens. Pings are answered (RFC 6455 §5.5.2: a client's frames are masked, §5.3).
 *
 *     bench_viewers HOST PORT ROOM COUNT SUBPROTOCOL [REFRESH]
 *
 * With REFRESH (Hz, above 0), each viewer declares its display refresh (a `display` message, docs/protocol.md).
 *
 * Commands on stdin, one per line: `mark` prints "frames bytes pointers pointer_bytes f0 f1 ... f(N-1)" (binary
 * messages and their bytes, the driver's fingers forwarded as `pointer` text messages and their bytes, then frames
 * per connection, all since start); `quit` exits.
 */
#include <stdint.h>
#include <stdlib.h>

#include "bench_ws_client.h"

/* One connection's reader: where it is in the current WebSocket frame. */
struct viewer {
    int fd;
    struct ws_header header;
    uint64_t payload_left, payload;
    int opcode;
    unsigned char kept[128]; /* a ping's payload, or a text message's start */
    int kept_length;
    uint64_t frames;
};

static uint64_t total_bytes, pointers, pointer_bytes;

static void pong(struct viewer *viewer) { send_message(viewer->fd, 0xA, viewer->kept, (size_t)viewer->kept_length); }

/* Whether the text message whose start is kept is a forwarded finger (`"type":"pointer"`, docs/protocol.md). */
static int is_pointer(struct viewer *viewer) {
    static const char key[] = "\"type\":\"pointer\"";
    int length = viewer->kept_length, key_length = (int)sizeof key - 1;
    for (int at = 0; at + key_length <= length; at++)
        if (memcmp(viewer->kept + at, key, (size_t)key_length) == 0) return 1;
    return 0;
}

static void finish_frame(struct viewer *viewer, uint64_t payload) {
    if (viewer->opcode == 0x2) viewer->frames++;
    if (viewer->opcode == 0x9) pong(viewer);
    if (viewer->opcode == 0x1 && is_pointer(viewer)) {
        pointers++;
        pointer_bytes += payload;
    }
    ws_header_reset(&viewer->header);
    viewer->kept_length = 0;
}

/* Consumes bytes read from the socket: headers are parsed, payloads skipped (a ping's kept for its pong). */
static void consume(struct viewer *viewer, const unsigned char *data, size_t length) {
    while (length > 0) {
        if (viewer->header.length < viewer->header.needed) {
            uint64_t payload;
            int complete = ws_header_take(&viewer->header, *data++, &viewer->opcode, &payload);
            length--;
            if (!complete) continue;
            viewer->payload_left = payload;
            viewer->payload = payload;
            if (viewer->opcode == 0x2) total_bytes += payload;
            if (payload == 0) finish_frame(viewer, 0);
            continue;
        }
        size_t taken = length < viewer->payload_left ? length : (size_t)viewer->payload_left;
        if (viewer->opcode == 0x9 || viewer->opcode == 0x1) {
            size_t room = sizeof viewer->kept - (size_t)viewer->kept_length;
            size_t kept = taken < room ? taken : room;
            memcpy(viewer->kept + viewer->kept_length, data, kept);
            viewer->kept_length += (int)kept;
        }
        data += taken;
        length -= taken;
        viewer->payload_left -= taken;
        if (viewer->payload_left == 0) finish_frame(viewer, viewer->payload);
    }
}

/* Connects and completes the upgrade; bytes after the 101 response are fed to the reader. */
static int open_viewer(struct viewer *viewer, const char *host, int port, const char *room, int index,
                       const char *subprotocol) {
    char query[256], rest[4096];
    size_t rest_length;
    snprintf(query, sizeof query, "room=%s&name=v%d&role=viewer", room, index);
    int fd = ws_connect(host, port, query, subprotocol, rest, &rest_length);
    if (fd < 0) return -1;
    memset(viewer, 0, sizeof *viewer);
    viewer->fd = fd;
    ws_header_reset(&viewer->header);
    consume(viewer, (unsigned char *)rest, rest_length);
    return 0;
}

static void report(struct viewer *viewers, int count) {
    uint64_t frames = 0;
    for (int index = 0; index < count; index++) frames += viewers[index].frames;
    printf("%llu %llu %llu %llu", (unsigned long long)frames, (unsigned long long)total_bytes,
           (unsigned long long)pointers, (unsigned long long)pointer_bytes);
    for (int index = 0; index < count; index++) printf(" %llu", (unsigned long long)viewers[index].frames);
    printf("\n");
    fflush(stdout);
}

int main(int argc, char **argv) {
    if (argc != 6 && argc != 7) {
        fprintf(stderr, "usage: %s HOST PORT ROOM COUNT SUBPROTOCOL [REFRESH]\n", argv[0]);
        return 2;
    }
    double refresh = argc == 7 ? atof(argv[6]) : 0;
    char display[64];
    snprintf(display, sizeof display, "{\"type\":\"display\",\"refresh\":%g}", refresh);
    int count = atoi(argv[4]);
    struct viewer *viewers = calloc((size_t)count, sizeof *viewers);
    struct pollfd *polls = calloc((size_t)count + 1, sizeof *polls);
    for (int index = 0; index < count; index++) {
        if (open_viewer(&viewers[index], argv[1], atoi(argv[2]), argv[3], index, argv[5]) != 0) {
            fprintf(stderr, "viewer %d could not connect\n", index);
            return 1;
        }
        if (refresh > 0) send_message(viewers[index].fd, 0x1, display, strlen(display));
        polls[index + 1] = (struct pollfd){viewers[index].fd, POLLIN, 0};
    }
    polls[0] = (struct pollfd){STDIN_FILENO, POLLIN, 0};
    printf("ready\n");
    fflush(stdout);
    static unsigned char buffer[1 << 16];
    char command[64];
    size_t command_length = 0;
    for (;;) {
        if (poll(polls, (nfds_t)count + 1, -1) < 0 && errno != EINTR) return 1;
        for (int index = 0; index < count; index++) {
            if (!(polls[index + 1].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            ssize_t received = recv(viewers[index].fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (received == 0) {
                fprintf(stderr, "viewer %d: server closed the connection\n", index);
                return 1;
            }
            if (received > 0) consume(&viewers[index], buffer, (size_t)received);
        }
        if (polls[0].revents & (POLLIN | POLLHUP)) {
            ssize_t got = read(STDIN_FILENO, command + command_length, sizeof command - 1 - command_length);
            if (got <= 0) return 0;
            command_length += (size_t)got;
            command[command_length] = 0;
            char *newline;
            while ((newline = strchr(command, '\n')) != NULL) {
                *newline = 0;
                if (strcmp(command, "mark") == 0) report(viewers, count);
                if (strcmp(command, "quit") == 0) return 0;
                command_length -= (size_t)(newline + 1 - command);
                memmove(command, newline + 1, command_length + 1);
            }
        }
    }
}
