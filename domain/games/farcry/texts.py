"""Far Cry's texts in English and French: for now the game's name and rules summary (the lobby's).

The engine still declares English only; its labels and view texts move here as it gains French.
"""

from __future__ import annotations

from domain.games.farcry.problem_texts import PROBLEMS
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "game.title": both("Far Cry: Escape from Rook Islands", "Far Cry : Évasion des îles Rook"),
    "game.summary": both(
        "Escape from Rook Islands: 1 to 4 players cooperate on a hex map against enemies the server plays. "
        "Each round the players act in any order (move, attack, use items and talents), then the enemies "
        "follow their behaviour; when they tie, the players choose. The mission succeeds as soon as its "
        "primary objective is met, and fails if every character is knocked out or no one is left on the "
        "board with the objective unmet.",
        "Évasion des îles Rook : 1 à 4 joueurs coopèrent sur une carte d'hexagones contre des ennemis joués "
        "par le serveur. À chaque manche, les joueurs agissent dans l'ordre de leur choix (se déplacer, "
        "attaquer, utiliser objets et talents), puis les ennemis suivent leur comportement ; en cas "
        "d'égalité, les joueurs choisissent. La mission réussit dès que son objectif principal est atteint, "
        "et échoue si tous les personnages sont K.O. ou si plus personne n'est sur le plateau sans l'avoir "
        "atteint.",
    ),
}

ENTRIES.update(PROBLEMS)
TEXTS = Catalogue(ENTRIES)
