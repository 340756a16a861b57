/*
 * The comparison point for Benchmarks/scripts/bench_server_load.py: a bare libwebsockets 4.1 server that
 * broadcasts one binary frame of BYTES bytes to every connection of SUBPROTOCOL for each input message it reads,
 * with the threads of `transition-lab serve`: one service thread, and one producer thread that makes each frame
 * and wakes the service loop with `lws_cancel_service` (lws-context-vhost.h: the one lws call another thread may
 * make; the loop then gets LWS_CALLBACK_EVENT_WAIT_CANCELLED). Its CPU per delivered frame is what libwebsockets
 * itself costs for frames of our size.
 *
 *     bench_broadcast_server PORT BYTES SUBPROTOCOL
 *
 * Prints "listening on http://127.0.0.1:PORT/" once it listens (PORT 0: a free one). An input message is any text
 * message carrying `"seq": N`; the frames answering it carry N as a little-endian uint32 at byte 12 for its sender
 * (0 for everyone else), where protocol v2 frames carry the receiver's last input sequence (docs/protocol.md).
 * Like the Swift server, a frame is written at once when lws holds none of the socket's bytes, else from
 * LWS_CALLBACK_SERVER_WRITEABLE, and a newer frame replaces one still waiting there (latest wins).
 */
#include <libwebsockets.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

#define MAX_CONNECTIONS 8192

/* One WebSocket connection (lws' per-session data). */
struct session {
    struct lws *wsi;
    int index;          /* in `sessions` */
    int awaiting;       /* a writable callback was asked for and has not come */
    uint64_t pending;   /* the frame number it still has to write, 0 for none */
    uint32_t input_seq; /* the last input sequence it sent */
};

/* The frame the producer made last, handed to the service thread under `lock`. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t input_ready = PTHREAD_COND_INITIALIZER;
static uint32_t input_seq;           /* newest input read, for the producer */
static struct session *input_sender; /* who sent it */
static uint64_t inputs_read, inputs_made;
static unsigned char *made;          /* LWS_PRE + frame_bytes: the producer's newest frame */
static uint64_t made_number;
static struct session *made_for;
static uint32_t made_seq;

/* Service thread only. */
static struct lws_context *context;
static struct session *sessions[MAX_CONNECTIONS];
static int session_count;
static unsigned char *frame;         /* LWS_PRE + frame_bytes: the newest frame the service thread took */
static uint64_t frame_number;
static struct session *frame_sender;
static uint32_t frame_seq;
static size_t frame_bytes;
static volatile sig_atomic_t stopping;

/* The producer: one frame per input read, then a wake-up of the service loop. */
static void *produce(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    while (!stopping) {
        while (inputs_made == inputs_read && !stopping) pthread_cond_wait(&input_ready, &lock);
        inputs_made = inputs_read;
        for (size_t i = 16; i < frame_bytes; i++) made[LWS_PRE + i] = (unsigned char)(i * 31 + made_number);
        made_number++;
        made_for = input_sender;
        made_seq = input_seq;
        pthread_mutex_unlock(&lock);
        lws_cancel_service(context);
        pthread_mutex_lock(&lock);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

/* Writes the newest frame to `session`, with its input sequence at byte 12. Returns lws_write's result. */
static int write_frame(struct session *session) {
    uint32_t seq = session == frame_sender ? frame_seq : 0;
    unsigned char *payload = frame + LWS_PRE;
    payload[12] = (unsigned char)seq;
    payload[13] = (unsigned char)(seq >> 8);
    payload[14] = (unsigned char)(seq >> 16);
    payload[15] = (unsigned char)(seq >> 24);
    session->pending = 0;
    return lws_write(session->wsi, payload, frame_bytes, LWS_WRITE_BINARY);
}

/* Takes the producer's newest frame and sends it to every connection, at once or from its writable callback. */
static void broadcast(void) {
    pthread_mutex_lock(&lock);
    if (made_number == frame_number) {
        pthread_mutex_unlock(&lock);
        return;
    }
    memcpy(frame + LWS_PRE, made + LWS_PRE, frame_bytes);
    frame_number = made_number;
    frame_sender = made_for;
    frame_seq = made_seq;
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < session_count; i++) {
        struct session *session = sessions[i];
        session->pending = frame_number;
        if (session->awaiting) continue;
        if (lws_partial_buffered(session->wsi) || write_frame(session) < 0 || lws_partial_buffered(session->wsi)) {
            session->awaiting = 1;
            lws_callback_on_writable(session->wsi);
        }
    }
}

/* The value after `"seq":` in a text message, or -1. */
static long sequence_in(const char *text, size_t length) {
    char copy[512];
    if (length >= sizeof copy) return -1;
    memcpy(copy, text, length);
    copy[length] = 0;
    const char *found = strstr(copy, "\"seq\":");
    return found ? strtol(found + 6, NULL, 10) : -1;
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t length) {
    struct session *session = user;
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED: {
        if (session_count == MAX_CONNECTIONS) return -1;
        int low_water = 16 * 1024; /* as `transition-lab serve` sets it */
        setsockopt(lws_get_socket_fd(wsi), IPPROTO_TCP, TCP_NOTSENT_LOWAT, &low_water, sizeof low_water);
        memset(session, 0, sizeof *session);
        session->wsi = wsi;
        session->index = session_count;
        sessions[session_count++] = session;
        return 0;
    }
    case LWS_CALLBACK_CLOSED:
        if (!session->wsi) return 0;
        sessions[session->index] = sessions[--session_count];
        sessions[session->index]->index = session->index;
        pthread_mutex_lock(&lock);
        if (input_sender == session) input_sender = NULL;
        if (made_for == session) made_for = NULL;
        pthread_mutex_unlock(&lock);
        if (frame_sender == session) frame_sender = NULL;
        return 0;
    case LWS_CALLBACK_RECEIVE: {
        if (lws_frame_is_binary(wsi)) return 0;
        long seq = sequence_in(in, length);
        if (seq < 0) return 0;
        pthread_mutex_lock(&lock);
        input_seq = (uint32_t)seq;
        input_sender = session;
        inputs_read++;
        pthread_cond_signal(&input_ready);
        pthread_mutex_unlock(&lock);
        return 0;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE:
        session->awaiting = 0;
        if (session->pending != frame_number || lws_partial_buffered(wsi)) return 0;
        if (write_frame(session) < 0) return -1;
        if (lws_partial_buffered(wsi)) {
            session->awaiting = 1;
            lws_callback_on_writable(wsi);
        }
        return 0;
    case LWS_CALLBACK_EVENT_WAIT_CANCELLED:
        broadcast();
        return 0;
    default:
        return 0;
    }
}

static void stop(int signal_number) {
    (void)signal_number;
    stopping = 1;
    if (context) lws_cancel_service(context);
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: %s PORT BYTES SUBPROTOCOL\n", argv[0]);
        return 2;
    }
    frame_bytes = (size_t)atol(argv[2]);
    if (frame_bytes < 16) frame_bytes = 16;
    frame = calloc(1, LWS_PRE + frame_bytes);
    made = calloc(1, LWS_PRE + frame_bytes);
    struct lws_protocols protocols[] = {
        {"http", lws_callback_http_dummy, 0, 0, 0, NULL, 0},
        {argv[3], callback, sizeof(struct session), 4096, 0, NULL, 0},
        {NULL, NULL, 0, 0, 0, NULL, 0},
    };
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = atoi(argv[1]);
    info.iface = "127.0.0.1";
    info.protocols = protocols;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6 | LWS_SERVER_OPTION_FAIL_UPON_UNABLE_TO_BIND;
    lws_set_log_level(LLL_ERR, NULL);
    signal(SIGTERM, stop);
    signal(SIGINT, stop);
    context = lws_create_context(&info);
    if (!context) return 1;
    int port = lws_get_vhost_listen_port(lws_get_vhost_by_name(context, "default"));
    printf("listening on http://127.0.0.1:%d/\n", port);
    fflush(stdout);
    pthread_t producer;
    pthread_create(&producer, NULL, produce, NULL);
    while (!stopping && lws_service(context, 0) >= 0) {
    }
    pthread_mutex_lock(&lock);
    pthread_cond_signal(&input_ready);
    pthread_mutex_unlock(&lock);
    pthread_join(producer, NULL);
    lws_context_destroy(context);
    return 0;
}
