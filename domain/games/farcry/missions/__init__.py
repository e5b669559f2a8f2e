"""The missions, one file each: `mission_<n>.json` holds everything a mission adds.

* ``mission``: its set-up (boards and their columns, tiles, loot and leaf spots, enemies and where they
  stand, a starting save for a standalone start, kits, weapons handed out or lent), its special rules as
  data (``fails_on_ko``, ``crops``, ``queue``, ``groups``, ``loot_set_aside``, ``enemy_hp`` by table size,
  R-F-81) and its objectives (each a ``code`` the engine checks, `flow.objectives_met`);
* ``round_board``: the round board, its arrows' events, the recurring steps and the conditions;
* ``boards``: the boards printed for this mission, hex by hex (mission 0 plays on mission 1's, L1648).

`content.load` reads every `mission_*.json` here and checks it with the rest of the pack (the schema is
`content.schema.MissionFile`), so a new mission is one more file; a special rule that is not yet data
is one more field of `content.schema.Mission` read where the rule applies. Import-free: no code here.
"""
