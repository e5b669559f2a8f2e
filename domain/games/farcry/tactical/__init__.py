"""The tactical engine: the board, sight, paths and movement, dice and combat, the enemies
and their turn, allies, statuses, madness, tiles and traps, items and talents in play.

Import-free: importing one module here never loads the others."""
