/*
 * The WebSocket client pieces Benchmarks/scripts/bench_viewers.c and bench_rooms.c share: blocking sends, masked
 * messages (RFC 6455 §5.3: a client masks its frames; a zero mask leaves the payload as it is) and the upgrade.
 */
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

static void send_all(int fd, const void *data, size_t length) {
    const char *cursor = data;
    while (length > 0) {
        ssize_t sent = send(fd, cursor, length, 0);
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0 && errno == EAGAIN) {
            struct pollfd wait = {fd, POLLOUT, 0};
            poll(&wait, 1, 100);
            continue;
        }
        if (sent <= 0) return;
        cursor += sent;
        length -= (size_t)sent;
    }
}

/* Sends one message of `opcode` (text 0x1, pong 0xA) with a payload under 126 bytes. */
static void send_message(int fd, int opcode, const void *payload, size_t length) {
    unsigned char frame[2 + 4 + 125];
    if (length > 125) return;
    frame[0] = (unsigned char)(0x80 | opcode);
    frame[1] = (unsigned char)(0x80 | length);
    memset(frame + 2, 0, 4);
    memcpy(frame + 6, payload, length);
    send_all(fd, frame, 6 + length);
}

/* Connects to `/ws?QUERY` and completes the upgrade. Returns the socket, or -1; the bytes that came after the 101
 * response are copied to `rest` (`*rest_length` of them). */
static int ws_connect(const char *host, int port, const char *query, const char *subprotocol, char rest[4096],
                      size_t *rest_length) {
    struct sockaddr_in address = {0};
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) return -1;
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof address) != 0) return -1;
    int one = 1;
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    char request[512];
    int length = snprintf(request, sizeof request,
                          "GET /ws?%s HTTP/1.1\r\nHost: %s:%d\r\nUpgrade: websocket\r\n"
                          "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                          "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Protocol: %s\r\n\r\n",
                          query, host, port, subprotocol);
    send_all(fd, request, (size_t)length);
    char response[4096];
    size_t received = 0;
    char *end = NULL;
    while (end == NULL && received < sizeof response - 1) {
        ssize_t count = recv(fd, response + received, sizeof response - 1 - received, 0);
        if (count <= 0) return -1;
        received += (size_t)count;
        response[received] = 0;
        end = strstr(response, "\r\n\r\n");
    }
    if (end == NULL || strncmp(response, "HTTP/1.1 101", 12) != 0) return -1;
    *rest_length = received - (size_t)(end + 4 - response);
    memcpy(rest, end + 4, *rest_length);
    return fd;
}

/* A server frame's header read byte by byte (RFC 6455 §5.2: unmasked, 2 bytes, or 4 or 10 with an extended length). */
struct ws_header {
    unsigned char bytes[10];
    int length; /* bytes read so far */
    int needed; /* 2, then 4 or 10 once the length byte says so */
};

static void ws_header_reset(struct ws_header *header) {
    header->length = 0;
    header->needed = 2;
}

/* Takes one byte of a header; returns 1 once the header is whole, with its opcode and payload length. */
static int ws_header_take(struct ws_header *header, unsigned char byte, int *opcode, uint64_t *payload) {
    header->bytes[header->length++] = byte;
    if (header->length < 2) return 0;
    int short_length = header->bytes[1] & 0x7F;
    if (header->length == 2) header->needed = short_length == 126 ? 4 : short_length == 127 ? 10 : 2;
    if (header->length < header->needed) return 0;
    *payload = (uint64_t)short_length;
    if (short_length == 126) *payload = ((uint64_t)header->bytes[2] << 8) | header->bytes[3];
    if (short_length == 127) {
        *payload = 0;
        for (int index = 2; index < 10; index++) *payload = (*payload << 8) | header->bytes[index];
    }
    *opcode = header->bytes[0] & 0x0F;
    return 1;
}
