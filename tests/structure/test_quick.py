"""``scripts/test --quick`` leaves out what ``tests/support/quick.py`` lists, and only in the quick run."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.support import quick
from tests.support.parallel import ROOT


def test_a_heavy_directory_module_or_test_is_recognised_and_nothing_else() -> None:
    assert quick.is_heavy("tests/trust/test_power_loss.py::test_a_torn_wal_tail_loses_no_acknowledged_action")
    assert quick.is_heavy("tests/api/test_schemathesis.py")
    assert not quick.is_heavy("tests/api/test_matches_api.py::test_create_a_match[sqlite]")
    test_level = [path for path in quick.HEAVY if "::" in path]
    assert test_level, "the quick run leaves out single tests too"
    assert all(quick.is_heavy(f"{path}[a-parameter]") for path in test_level)
    assert not any(quick.ignored(path.partition("::")[0], is_dir=False) for path in test_level)


def test_every_single_test_left_out_still_exists() -> None:
    """A renamed test must not silently come back into the quick run (or stay listed for nothing)."""
    for path in quick.HEAVY:
        module, _, name = path.partition("::")
        target = ROOT / module
        assert target.exists(), path
        if name:
            assert f"def {name}(" in target.read_text(encoding="utf-8"), path


def test_only_the_quick_run_skips_collecting_heavy_paths(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(quick, "ENABLED", False)
    assert not quick.ignored("tests/trust", is_dir=True)
    monkeypatch.setattr(quick, "ENABLED", True)
    assert quick.ignored("tests/trust", is_dir=True)
    assert quick.ignored("tests/api/test_schemathesis.py", is_dir=False)
    assert not quick.ignored("tests/api", is_dir=True)
    assert not quick.ignored("tests/api/test_matches_api.py", is_dir=False)


def _property(runs: list[int]) -> Any:
    @settings(max_examples=300, deadline=None, database=None)
    @given(st.integers())
    def prop(n: int) -> None:
        runs.append(n)

    return prop


@pytest.mark.parametrize("enabled", [False, True])
def test_the_quick_run_caps_every_property_test_s_examples(monkeypatch: pytest.MonkeyPatch, enabled: bool) -> None:
    monkeypatch.setattr(quick, "ENABLED", enabled)
    runs: list[int] = []
    prop = _property(runs)
    quick.shrink([SimpleNamespace(obj=prop)])  # type: ignore[list-item]
    expected = quick.EXAMPLES if enabled else 300
    assert prop._hypothesis_internal_use_settings.max_examples == expected
    prop()
    assert (len(runs) <= quick.EXAMPLES) == enabled  # it still runs, at that size
