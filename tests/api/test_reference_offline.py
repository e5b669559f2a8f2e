"""The browsable reference at ``/schema`` loads nothing from another host (issue 16 item 9)."""

from __future__ import annotations

import re

from litestar import Litestar
from litestar.testing import TestClient

from service.extensions.reference import ASSETS

URL = re.compile(r"""(?:src|href)\s*=\s*["']([^"']+)["']""", re.IGNORECASE)


def test_reference_page_and_every_asset_it_references_are_served_locally(toy_client: TestClient[Litestar]) -> None:
    page = toy_client.get("/schema")
    assert page.status_code == 200
    assert page.headers["content-type"].startswith("text/html")
    html = page.text
    # the markup (outside the embedded document, whose descriptions may cite sites) points at no other host
    markup = html.split("SwaggerUIBundle({spec:")[0]
    assert not re.search(r"(?:https?:)?//[a-z0-9.-]+", markup, re.IGNORECASE), markup
    referenced = URL.findall(markup)
    assert referenced, "the page references no asset"
    assert set(ASSETS) == {url.rsplit("/", 1)[-1] for url in referenced}
    assert "validatorUrl: null" in html  # Swagger UI's only outbound call, the validator badge, is off
    for url in referenced:
        assert url.startswith("/schema/assets/"), url
        asset = toy_client.get(url)
        assert asset.status_code == 200, url
        assert len(asset.content) > 100, url
    assert (
        toy_client.get("/schema/assets/swagger-ui-bundle.js")
        .headers["content-type"]
        .startswith(("text/javascript", "application/javascript"))
    )
    # the same page at the viewer's own path; the document it embeds is the app's
    assert toy_client.get("/schema/swagger").text == html
    assert toy_client.get("/schema/openapi.json").json()["info"]["title"] in html
