// The whole C shim: libpq, PostgreSQL's C client (Debian's libpq-dev, Homebrew's libpq).
#ifndef TRANSITION_LAB_CLIBPQ_H
#define TRANSITION_LAB_CLIBPQ_H

#include <libpq-fe.h>

#endif
