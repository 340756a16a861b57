/*
 * How steady the CPU is, for Benchmarks/scripts/bench_capacity.py: repeats one fixed piece of work (about 250 µs:
 * a pass over a 1 MiB buffer) with a 300 µs sleep between, as a server between inputs, for SECONDS, and times each
 * piece in the thread's own CPU time (CLOCK_THREAD_CPUTIME_ID), so time other tasks took is not counted. A window
 * is a run of 50 ms in which the work took at least twice its median CPU time: the core itself ran slower (seen on
 * KVM guests as both vCPUs slowing together, with nothing else of the guest running more).
 *
 *     bench_cpu_stalls SECONDS
 *
 * Prints "median_us windows longest_ms worst_factor mean_interval_s" (interval: between window starts, 0 for
 * fewer than two windows).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define BUFFER_BYTES (1 << 20)
#define BIN_SECONDS 0.05

static double seconds(clockid_t clock) {
    struct timespec time;
    clock_gettime(clock, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

static int by_value(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s SECONDS\n", argv[0]);
        return 2;
    }
    double duration = atof(argv[1]);
    int bins = (int)(duration / BIN_SECONDS) + 1;
    double *work = calloc((size_t)bins, sizeof *work), *count = calloc((size_t)bins, sizeof *count);
    size_t capacity = 1024, taken = 0;
    double *pieces = malloc(capacity * sizeof *pieces);
    unsigned char *buffer = calloc(1, BUFFER_BYTES);
    volatile uint64_t sink = 0;
    double start = seconds(CLOCK_MONOTONIC), now;
    while ((now = seconds(CLOCK_MONOTONIC)) < start + duration) {
        double cpu = seconds(CLOCK_THREAD_CPUTIME_ID);
        uint64_t sum = 0;
        for (int pass = 0; pass < 4; pass++)
            for (size_t i = 0; i < BUFFER_BYTES; i += 64) {
                buffer[i]++;
                sum += buffer[(i * 7) % BUFFER_BYTES];
            }
        sink += sum;
        cpu = seconds(CLOCK_THREAD_CPUTIME_ID) - cpu;
        int bin = (int)((now - start) / BIN_SECONDS);
        work[bin] += cpu;
        count[bin]++;
        if (taken == capacity) pieces = realloc(pieces, (capacity *= 2) * sizeof *pieces);
        pieces[taken++] = cpu;
        nanosleep(&(struct timespec){0, 300000}, NULL);
    }
    qsort(pieces, taken, sizeof *pieces, by_value);
    double median = taken ? pieces[taken / 2] : 0, worst = 0, first = -1, last = -1;
    int windows = 0, length = 0, longest = 0;
    for (int bin = 0; bin < bins; bin++) {
        double factor = count[bin] && median > 0 ? work[bin] / count[bin] / median : 0;
        if (factor > worst) worst = factor;
        if (factor >= 2) {
            if (length++ == 0) {
                windows++;
                if (first < 0) first = bin * BIN_SECONDS;
                last = bin * BIN_SECONDS;
            }
            if (length > longest) longest = length;
        } else {
            length = 0;
        }
    }
    printf("%.0f %d %.0f %.1f %.2f\n", median * 1e6, windows, longest * BIN_SECONDS * 1000, worst,
           windows > 1 ? (last - first) / (windows - 1) : 0.0);
    return 0;
}
