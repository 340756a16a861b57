// The libwebsockets server lands with issue 4.
