"""Far Cry: Escape from Rook Islands -- in construction, not registered (see README.md)."""
