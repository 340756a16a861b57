// The whole C shim: SQLite 3 (Debian's libsqlite3-dev, macOS' own).
#ifndef TRANSITION_LAB_CSQLITE_H
#define TRANSITION_LAB_CSQLITE_H

#include <sqlite3.h>

#endif
