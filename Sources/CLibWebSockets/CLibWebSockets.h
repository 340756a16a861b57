// The whole C shim: libwebsockets plus what Swift cannot import from it (macros, varargs).
#ifndef TRANSITION_LAB_CLIBWEBSOCKETS_H
#define TRANSITION_LAB_CLIBWEBSOCKETS_H

#include <libwebsockets.h>

/// `LWS_PRE` is a macro; Swift needs it as a constant to leave headroom before `lws_write` payloads.
enum { tl_LWS_PRE = LWS_PRE };
/// `LWS_SET_TIMER_USEC_CANCEL` is a cast macro; Swift needs it as a constant to cancel a `lws_set_timer_usecs` timer.
static const lws_usec_t tl_LWS_SET_TIMER_USEC_CANCEL = LWS_SET_TIMER_USEC_CANCEL;

#endif
