"""The HTTP service (Litestar) and the command line."""
