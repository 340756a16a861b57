/*
 * Load for Benchmarks/scripts/bench_capacity.py: ROOMS rooms of `transition-lab serve`, each with one driver that
 * pinches (trackpad `pinch`, scale 1 → 1.6 → 1 every second) at HZ and VIEWERS viewers, all served from one poll
 * loop so the load generator stays cheap. The drivers' schedules are spread over one input interval, as
 * independent people's would be. Pings are answered (RFC 6455 §5.5.2).
 *
 *     bench_rooms HOST PORT ROOMS VIEWERS HZ WARMUP SECONDS SUBPROTOCOL
 *
 * Prints "ready" once every connection is open, then after WARMUP + SECONDS one line:
 * "p50_ms p99_ms inputs answered v0 v1 ... " — the drivers' input→frame latency percentiles over the SECONDS
 * (send of `seq` → first frame whose header carries it, byte 12), inputs sent and answered, then frames per second
 * of every viewer over the SECONDS.
 */
#include <stdint.h>
#include <stdlib.h>
#include <time.h>

#include "bench_ws_client.h"

#define SENT_RING 1024

/* One connection and where its reader is in the current WebSocket frame. */
struct client {
    int fd;
    int is_driver;
    struct ws_header header;
    uint64_t payload_left, payload_at;
    int opcode;
    unsigned char ping[125];
    int ping_length;
    uint32_t frame_seq; /* bytes 12…15 of the binary message being read */
    uint64_t frames;    /* binary messages since the measurement started */
    /* A driver's input: the next `seq` to send, when, and when each recent one was sent. */
    uint32_t next_seq, answered_seq;
    double next_send;
    double sent_at[SENT_RING];
};

static double *latencies;
static size_t latency_count, latency_capacity;
static int measuring;
static double measure_from; /* inputs sent before it are not counted */
static uint64_t inputs_sent, inputs_answered;

static double now_seconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

static void note_latency(double value) {
    if (latency_count == latency_capacity) {
        latency_capacity = latency_capacity ? 2 * latency_capacity : 4096;
        latencies = realloc(latencies, latency_capacity * sizeof *latencies);
    }
    latencies[latency_count++] = value;
}

static void finish_message(struct client *client) {
    if (client->opcode == 0x2) {
        if (measuring) client->frames++;
        if (client->is_driver && client->frame_seq > client->answered_seq) {
            double now = now_seconds();
            for (uint32_t seq = client->answered_seq + 1; seq <= client->frame_seq; seq++) {
                if (client->next_seq - seq >= SENT_RING || client->sent_at[seq % SENT_RING] == 0) continue;
                if (client->sent_at[seq % SENT_RING] >= measure_from) {
                    note_latency(now - client->sent_at[seq % SENT_RING]);
                    inputs_answered++;
                }
                client->sent_at[seq % SENT_RING] = 0;
            }
            client->answered_seq = client->frame_seq;
        }
    }
    if (client->opcode == 0x9) send_message(client->fd, 0xA, client->ping, (size_t)client->ping_length);
    ws_header_reset(&client->header);
    client->ping_length = 0;
    client->frame_seq = 0;
}

/* Consumes bytes read from the socket: headers parsed, a binary message's bytes 12…15 kept, the rest skipped. */
static void consume(struct client *client, const unsigned char *data, size_t length) {
    while (length > 0) {
        if (client->header.length < client->header.needed) {
            uint64_t payload;
            int complete = ws_header_take(&client->header, *data++, &client->opcode, &payload);
            length--;
            if (!complete) continue;
            client->payload_left = payload;
            client->payload_at = 0;
            if (payload == 0) finish_message(client);
            continue;
        }
        size_t taken = length < client->payload_left ? length : (size_t)client->payload_left;
        for (size_t index = 0; index < taken; index++) {
            uint64_t at = client->payload_at + index;
            if (client->opcode == 0x2 && at >= 12 && at < 16) client->frame_seq |= (uint32_t)data[index] << (8 * (at - 12));
            if (client->opcode == 0x9 && at < sizeof client->ping) client->ping[client->ping_length++] = data[index];
            if (at >= 16 && client->opcode != 0x9) break;
        }
        client->payload_at += taken;
        client->payload_left -= taken;
        data += taken;
        length -= taken;
        if (client->payload_left == 0) finish_message(client);
    }
}

/* Connects to room rROOM and completes the upgrade; bytes after the 101 response are fed to the reader. */
static int open_client(struct client *client, const char *host, int port, int room, const char *name,
                       const char *role, const char *subprotocol) {
    char query[256], rest[4096];
    size_t rest_length;
    snprintf(query, sizeof query, "room=r%d&name=%s&role=%s", room, name, role);
    int fd = ws_connect(host, port, query, subprotocol, rest, &rest_length);
    if (fd < 0) return -1;
    memset(client, 0, sizeof *client);
    client->fd = fd;
    ws_header_reset(&client->header);
    consume(client, (unsigned char *)rest, rest_length);
    return 0;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double percentile(double fraction) {
    if (latency_count == 0) return -1;
    size_t index = (size_t)(fraction * (double)latency_count);
    return latencies[index < latency_count ? index : latency_count - 1] * 1000;
}

int main(int argc, char **argv) {
    if (argc != 9) {
        fprintf(stderr, "usage: %s HOST PORT ROOMS VIEWERS HZ WARMUP SECONDS SUBPROTOCOL\n", argv[0]);
        return 2;
    }
    int rooms = atoi(argv[3]), viewers = atoi(argv[4]);
    double hz = atof(argv[5]), warmup = atof(argv[6]), seconds = atof(argv[7]);
    int count = rooms * (1 + viewers);
    struct client *clients = calloc((size_t)count, sizeof *clients);
    struct pollfd *polls = calloc((size_t)count, sizeof *polls);
    for (int room = 0; room < rooms; room++) {
        for (int member = 0; member <= viewers; member++) {
            struct client *client = &clients[room * (1 + viewers) + member];
            char name[32];
            snprintf(name, sizeof name, member ? "v%d" : "driver", member);
            if (open_client(client, argv[1], atoi(argv[2]), room, name, member ? "viewer" : "driver", argv[8]) != 0) {
                fprintf(stderr, "room %d: connection %d failed\n", room, member);
                return 1;
            }
            polls[room * (1 + viewers) + member] = (struct pollfd){client->fd, POLLIN, 0};
        }
        struct client *driver = &clients[room * (1 + viewers)];
        driver->is_driver = 1;
        const char *hello = "{\"type\":\"hello\",\"name\":\"driver\",\"viewport\":{\"width\":393,\"height\":852}}";
        send_message(driver->fd, 0x1, hello, strlen(hello));
    }
    printf("ready\n");
    fflush(stdout);
    double start = now_seconds(), end = start + warmup + seconds;
    measure_from = start + warmup;
    for (int room = 0; room < rooms; room++) clients[room * (1 + viewers)].next_send = start + room / (hz * rooms);
    static unsigned char buffer[1 << 16];
    for (;;) {
        double now = now_seconds();
        if (!measuring && now >= measure_from) measuring = 1;
        if (now >= end) break;
        double next = end;
        for (int room = 0; room < rooms; room++) {
            struct client *driver = &clients[room * (1 + viewers)];
            if (now >= driver->next_send) {
                uint32_t seq = ++driver->next_seq;
                double cycle = (double)(seq % (uint32_t)hz) / hz;
                double scale = 1 + 0.6 * (1 - (2 * cycle - 1 < 0 ? 1 - 2 * cycle : 2 * cycle - 1));
                char message[125];
                int length = snprintf(message, sizeof message,
                                      "{\"type\":\"pinch\",\"phase\":\"%s\",\"scale\":%.4f,\"x\":196,\"y\":426,"
                                      "\"time\":%.1f,\"seq\":%u}",
                                      seq == 1 ? "begin" : "change", scale, now * 1000, seq);
                driver->sent_at[seq % SENT_RING] = now_seconds();
                send_message(driver->fd, 0x1, message, (size_t)length);
                if (measuring) inputs_sent++;
                driver->next_send += 1 / hz;
            }
            if (driver->next_send < next) next = driver->next_send;
        }
        int timeout = (int)((next - now_seconds()) * 1000);
        if (poll(polls, (nfds_t)count, timeout > 0 ? timeout : 0) < 0 && errno != EINTR) return 1;
        for (int index = 0; index < count; index++) {
            if (!(polls[index].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            ssize_t received = recv(clients[index].fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (received == 0) {
                fprintf(stderr, "connection %d: server closed it\n", index);
                return 1;
            }
            if (received > 0) consume(&clients[index], buffer, (size_t)received);
        }
    }
    qsort(latencies, latency_count, sizeof *latencies, by_value);
    printf("%.3f %.3f %llu %llu", percentile(0.5), percentile(0.99), (unsigned long long)inputs_sent,
           (unsigned long long)inputs_answered);
    for (int index = 0; index < count; index++)
        if (!clients[index].is_driver) printf(" %.2f", (double)clients[index].frames / seconds);
    printf("\n");
    return 0;
}
