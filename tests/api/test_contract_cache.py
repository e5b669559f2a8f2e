"""The OpenAPI document is built once per shape of app (``service.contract_cache``), never shared.

The suite builds hundreds of apps; building the document was most of ``create_app``'s CPU. These tests
keep the cache honest: a different set of games gets its own document, and what one app does to its
document never reaches another app of the same shape.
"""

from __future__ import annotations

from litestar import Litestar
from litestar._openapi.plugin import OpenAPIPlugin
from litestar.testing import TestClient

from service import contract_cache
from tests.conftest import AppFactory
from tests.support.toy import ENGINE as TOY


def _document(app: Litestar) -> dict[str, object]:
    served = app.plugins.get(OpenAPIPlugin).provide_openapi_schema()
    assert isinstance(served, dict)
    return served


def test_apps_of_one_shape_share_the_build_not_the_document(make_app: AppFactory) -> None:
    first, second = make_app({"toy": TOY}), make_app({"toy": TOY})
    assert contract_cache.shape(first, {"toy": TOY}) == contract_cache.shape(second, {"toy": TOY})
    one, other = _document(first), _document(second)
    assert one == other and one is not other
    one["info"] = {"title": "changed by one app"}
    assert _document(second)["info"] != one["info"]
    with TestClient(second) as client:
        assert client.get("/schema/openapi.json").json()["info"]["title"] == "Folie"


def test_another_set_of_games_gets_its_own_document(make_app: AppFactory) -> None:
    toy_only = _document(make_app({"toy": TOY}))
    every_game = _document(make_app())
    schemas_toy = toy_only["components"]["schemas"]  # type: ignore[index]
    schemas_all = every_game["components"]["schemas"]  # type: ignore[index]
    assert "MansionsCommand" in schemas_all and "MansionsCommand" not in schemas_toy
    assert set(schemas_toy["CreateMatch"]["discriminator"]["mapping"]) == {"toy"}
    assert "mansions" in schemas_all["CreateMatch"]["discriminator"]["mapping"]
