// The whole C shim: libwebsockets plus what Swift cannot import from it (macros, varargs).
#ifndef TRANSITION_LAB_CLIBWEBSOCKETS_H
#define TRANSITION_LAB_CLIBWEBSOCKETS_H

#include <libwebsockets.h>

/// `LWS_PRE` is a macro; Swift needs it as a constant to leave headroom before `lws_write` payloads.
enum { tl_LWS_PRE = LWS_PRE };

#endif
