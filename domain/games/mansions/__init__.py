"""Mansions of Madness (1st edition) after the French fan aid: the keeper (seat 0) against 1-4
investigators (seats 1..4). Part 1: the engine core, not yet registered (see README.md)."""
