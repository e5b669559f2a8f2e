"""One sub-package per game, each with its engine and content data."""
