"""The exploration between missions (L1312-1386): its state, commands, events, folds,
cards, grid, views, texts and its heuristic explorer.

Import-free: importing one module here never loads the others."""
