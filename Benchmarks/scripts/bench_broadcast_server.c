/*
 * The comparison point for Benchmarks/scripts/bench_server_load.py and bench_capacity.py: a bare libwebsockets 4.1
 * server that, for each input message it reads, sends one binary frame of BYTES bytes to every connection of
 * SUBPROTOCOL in the sender's room (`room=` in the URL's query, as `transition-lab serve` reads it; none: room "").
 * It has the threads of `transition-lab serve`: one service thread, and one producer thread that makes the frames
 * of every room with new input and then wakes the service loop with `lws_cancel_service` (lws-context-vhost.h: the
 * one lws call another thread may make; the loop then gets LWS_CALLBACK_EVENT_WAIT_CANCELLED), as in
 * libwebsockets' minimal-examples/ws-server/minimal-ws-server-threads. Its CPU per delivered frame is what
 * libwebsockets itself costs for frames of our size.
 *
 *     bench_broadcast_server PORT BYTES SUBPROTOCOL [TEXT_BYTES]
 *
 * With TEXT_BYTES above 0, each input also sends a text message of that many bytes to every member of the room but
 * its sender, before the frame, as `transition-lab serve` forwards a driver's finger to the others (`pointer`).
 *
 * Prints "listening on http://127.0.0.1:PORT/" once it listens (PORT 0: a free one). An input message is any text
 * message carrying `"seq": N`; the frames answering it carry N as a little-endian uint32 at byte 12 for its sender
 * (0 for everyone else), where protocol v2 frames carry the receiver's last input sequence (docs/protocol.md).
 * Like the Swift server, it writes only from LWS_CALLBACK_SERVER_WRITEABLE (libwebsockets' README.coding.md, "Only
 * send data when socket writeable"): the wake-up asks for that callback for each member of a room with a new frame
 * (`lws_callback_on_writable`, as minimal-ws-server-threads answers it), and a newer frame of the room replaces one
 * still waiting for it (latest wins).
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

#define MAX_ROOMS 4096

struct room;

/* One WebSocket connection (lws' per-session data). Service thread, except as `input_sender` / `made_for`. */
struct session {
    struct lws *wsi;
    struct room *room;
    struct session *previous, *next; /* the room's members */
    int awaiting;                    /* a writable callback was asked for and has not come */
    uint64_t pending;                /* the room's frame number it still has to write, 0 for none */
    int text_pending;                /* the room's text message is still to be written before that frame */
};

/* A room: its members, and its frames on their way from input to the sockets. */
struct room {
    char name[64];
    /* Under `lock`: the newest input read, and the producer's newest frame. A room with input the producer has not
     * answered is on the `inputs` queue; one with a frame the service thread has not taken, on the `made` queue. */
    uint32_t input_seq;
    struct session *input_sender;
    int input_queued, made_queued;
    struct room *next_input, *next_made;
    unsigned char *made; /* LWS_PRE + frame_bytes */
    uint64_t made_number;
    struct session *made_for;
    uint32_t made_seq;
    /* Service thread only: the members and the newest frame taken from the producer. */
    struct session *members;
    unsigned char *frame; /* LWS_PRE + frame_bytes */
    uint64_t frame_number;
    struct session *frame_sender;
    uint32_t frame_seq;
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t input_ready = PTHREAD_COND_INITIALIZER;
static struct room *inputs, **inputs_tail = &inputs; /* under `lock` */
static struct room *made, **made_tail = &made;       /* under `lock` */
static struct room rooms[MAX_ROOMS];
static int room_count; /* service thread */
static struct lws_context *context;
static size_t frame_bytes;
static unsigned char *text; /* LWS_PRE + text_bytes: the forwarded-finger stand-in */
static size_t text_bytes;
static volatile sig_atomic_t stopping;

/* The producer: one frame per room with new input, then one wake-up of the service loop for all of them. */
static void *produce(void *unused) {
    (void)unused;
    pthread_mutex_lock(&lock);
    while (!stopping) {
        while (!inputs && !stopping) pthread_cond_wait(&input_ready, &lock);
        if (!inputs) break;
        for (struct room *room = inputs; room; room = room->next_input) {
            room->input_queued = 0;
            unsigned char *payload = room->made + LWS_PRE;
            for (size_t i = 16; i < frame_bytes; i++) payload[i] = (unsigned char)(i * 31 + room->made_number);
            room->made_number++;
            room->made_for = room->input_sender;
            room->made_seq = room->input_seq;
            if (!room->made_queued) {
                room->made_queued = 1;
                room->next_made = NULL;
                *made_tail = room;
                made_tail = &room->next_made;
            }
        }
        inputs = NULL;
        inputs_tail = &inputs;
        pthread_mutex_unlock(&lock);
        lws_cancel_service(context);
        pthread_mutex_lock(&lock);
    }
    pthread_mutex_unlock(&lock);
    return NULL;
}

/* Writes the room's newest frame to `session`, with its input sequence at byte 12. Returns lws_write's result. */
static int write_frame(struct session *session) {
    struct room *room = session->room;
    uint32_t seq = session == room->frame_sender ? room->frame_seq : 0;
    unsigned char *payload = room->frame + LWS_PRE;
    payload[12] = (unsigned char)seq;
    payload[13] = (unsigned char)(seq >> 8);
    payload[14] = (unsigned char)(seq >> 16);
    payload[15] = (unsigned char)(seq >> 24);
    session->pending = 0;
    return lws_write(session->wsi, payload, frame_bytes, LWS_WRITE_BINARY);
}

/* Writes what `session` still has to (the text message, then the frame) while lws holds none of its bytes; asks
 * for another writable callback when some are left. Called only from LWS_CALLBACK_SERVER_WRITEABLE. Returns -1 when
 * a write failed. */
static int write_pending(struct session *session) {
    if (session->text_pending && !lws_partial_buffered(session->wsi)) {
        session->text_pending = 0;
        if (lws_write(session->wsi, text + LWS_PRE, text_bytes, LWS_WRITE_TEXT) < 0) return -1;
    }
    if (session->pending == session->room->frame_number && !lws_partial_buffered(session->wsi))
        if (write_frame(session) < 0) return -1;
    if (lws_partial_buffered(session->wsi)) {
        session->awaiting = 1;
        lws_callback_on_writable(session->wsi);
    }
    return 0;
}

/* Asks for a writable callback for every member, which writes the room's newest frame (with the text message, to
 * all but its sender). */
static void send_to_members(struct room *room) {
    for (struct session *session = room->members; session; session = session->next) {
        session->pending = room->frame_number;
        if (text_bytes && session != room->frame_sender) session->text_pending = 1;
        if (session->awaiting) continue;
        session->awaiting = 1;
        lws_callback_on_writable(session->wsi);
    }
}

/* Takes every frame the producer made since the last call and asks each room's members to write it. */
static void broadcast(void) {
    static struct room *taken[MAX_ROOMS];
    int count = 0;
    pthread_mutex_lock(&lock);
    for (struct room *room = made; room; room = room->next_made) {
        room->made_queued = 0;
        memcpy(room->frame + LWS_PRE, room->made + LWS_PRE, frame_bytes);
        room->frame_number = room->made_number;
        room->frame_sender = room->made_for;
        room->frame_seq = room->made_seq;
        taken[count++] = room;
    }
    made = NULL;
    made_tail = &made;
    pthread_mutex_unlock(&lock);
    for (int i = 0; i < count; i++) send_to_members(taken[i]);
}

/* The room named by the request's `room=` (lws_get_urlarg_by_name wants the "name=" part), made on first use. */
static struct room *room_of(struct lws *wsi) {
    char buffer[128];
    const char *name = lws_get_urlarg_by_name(wsi, "room=", buffer, sizeof buffer);
    if (!name) name = "";
    for (int i = 0; i < room_count; i++)
        if (strcmp(rooms[i].name, name) == 0) return &rooms[i];
    if (room_count == MAX_ROOMS) return NULL;
    struct room *room = &rooms[room_count++];
    snprintf(room->name, sizeof room->name, "%s", name);
    room->made = calloc(1, LWS_PRE + frame_bytes);
    room->frame = calloc(1, LWS_PRE + frame_bytes);
    return room;
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
        struct room *room = room_of(wsi);
        if (!room) return -1;
        int low_water = 16 * 1024; /* as `transition-lab serve` sets it */
        setsockopt(lws_get_socket_fd(wsi), IPPROTO_TCP, TCP_NOTSENT_LOWAT, &low_water, sizeof low_water);
        memset(session, 0, sizeof *session);
        session->wsi = wsi;
        session->room = room;
        session->next = room->members;
        if (room->members) room->members->previous = session;
        room->members = session;
        return 0;
    }
    case LWS_CALLBACK_CLOSED: {
        struct room *room = session->room;
        if (!room) return 0;
        if (session->previous) session->previous->next = session->next;
        else room->members = session->next;
        if (session->next) session->next->previous = session->previous;
        pthread_mutex_lock(&lock);
        if (room->input_sender == session) room->input_sender = NULL;
        if (room->made_for == session) room->made_for = NULL;
        pthread_mutex_unlock(&lock);
        if (room->frame_sender == session) room->frame_sender = NULL;
        return 0;
    }
    case LWS_CALLBACK_RECEIVE: {
        if (lws_frame_is_binary(wsi) || !session->room) return 0;
        long seq = sequence_in(in, length);
        if (seq < 0) return 0;
        struct room *room = session->room;
        pthread_mutex_lock(&lock);
        room->input_seq = (uint32_t)seq;
        room->input_sender = session;
        if (!room->input_queued) {
            room->input_queued = 1;
            room->next_input = NULL;
            *inputs_tail = room;
            inputs_tail = &room->next_input;
            pthread_cond_signal(&input_ready);
        }
        pthread_mutex_unlock(&lock);
        return 0;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE:
        session->awaiting = 0;
        if (!session->room) return 0;
        return write_pending(session);
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
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: %s PORT BYTES SUBPROTOCOL [TEXT_BYTES]\n", argv[0]);
        return 2;
    }
    frame_bytes = (size_t)atol(argv[2]);
    if (frame_bytes < 16) frame_bytes = 16;
    text_bytes = argc == 5 ? (size_t)atol(argv[4]) : 0;
    text = malloc(LWS_PRE + text_bytes + 1);
    snprintf((char *)text + LWS_PRE, text_bytes + 1, "{\"type\":\"pointer\",\"x\":\"%0*d\"}",
             text_bytes > 25 ? (int)(text_bytes - 25) : 0, 0);
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
