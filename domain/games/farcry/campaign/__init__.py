"""The campaign between missions: the save, the debriefing that writes it, the preparation
(shop, crafting, talents learned) and what the talents change.

Import-free: importing one module here never loads the others."""
