"""Pictures of reports (matplotlib, Agg backend: no display needed), as PNG or a self-contained HTML page.

Made to be read: axes scaled to the data (a win rate of 0.12 is not drawn on a 0-1 axis), bars sorted
by value, axis labels naming the report's fields, a title that says what is shown and for which
filters, and numbers in tables without exponents (:func:`number`).
"""

from __future__ import annotations

import base64
import html
import io
import math
from collections.abc import Sequence
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from projections.analytics.cells import number
from projections.analytics.reports import Report

MAX_BARS = 40
MAX_LABEL = 48


def _label(row: Sequence[Any], indexes: list[int]) -> str:
    text = " / ".join(str(row[i]) for i in indexes)
    return text if len(text) <= MAX_LABEL else text[: MAX_LABEL - 1] + "…"


def title(report: Report) -> str:
    """The report's title and the filters it ran with."""
    filters = ", ".join(f"{k} {v}" for k, v in report.params.items() if v is not None) or "all finished matches"
    return f"{report.title}\n({filters})"


def _upper(values: list[float]) -> float:
    """A round upper bound a little above the data, so small rates fill the axis."""
    top = max(values, default=0.0)
    if top <= 0:
        return 1.0
    step = 10.0 ** math.floor(math.log10(top))
    bound = float(math.ceil(top * 1.1 / step) * step)
    return min(1.0, bound) if top <= 1 else bound


def figure(report: Report) -> Figure:
    """The report's chart: intervals (win rates, lifts), a histogram per game, or horizontal bars."""
    column = {name: i for i, name in enumerate(report.columns)}
    label_at = [column[name] for name in report.label if name in column]
    value_at = [column[name] for name in report.values if name in column]
    rows = report.rows
    if report.chart == "histogram":
        games = sorted({str(row[0]) for row in rows})
        fig, axes = plt.subplots(max(1, len(games)), 1, figsize=(8, 2.6 * max(1, len(games))), squeeze=False)
        for ax, game in zip(axes[:, 0], games or [""], strict=False):
            mine = [row for row in rows if str(row[0]) == game]
            ax.bar([row[label_at[-1]] for row in mine], [row[value_at[0]] for row in mine], color="#4c72b0")
            ax.set_title(f"{game}: {report.values[0]} per number of {report.label[-1]}", fontsize=10)
            ax.set_xlabel(report.label[-1])
            ax.set_ylabel(report.values[0])
        fig.suptitle(title(report), fontsize=11)
        fig.tight_layout()
        return fig
    if value_at:
        rows = sorted(rows, key=lambda row: _number(row[value_at[0]]), reverse=True)
    shown = rows[:MAX_BARS]
    height = max(2.8, 0.35 * len(shown) + 1.6)
    fig, ax = plt.subplots(figsize=(10, height))
    labels = [_label(row, label_at) for row in shown]
    positions = list(range(len(shown)))
    if report.chart in ("interval", "lift") and len(value_at) == 3:
        centre = [_number(row[value_at[0]]) for row in shown]
        lows = [_number(row[value_at[1]]) for row in shown]
        highs = [_number(row[value_at[2]]) for row in shown]
        low = [max(0.0, c - v) for c, v in zip(centre, lows, strict=True)]
        high = [max(0.0, v - c) for c, v in zip(centre, highs, strict=True)]
        colour = "#55a868" if report.chart == "interval" else "#8172b2"
        ax.barh(positions, centre, xerr=[low, high], color=colour, capsize=3, ecolor="#333333")
        if report.chart == "interval":
            ax.set_xlim(0, _upper(highs))
            ax.set_xlabel(f"{report.values[0]} (bar) and its 95% Wilson interval")
        else:
            reach = max([abs(v) for v in lows + highs] + [0.05])
            ax.set_xlim(-_upper([reach]), _upper([reach]))
            ax.axvline(0, color="#333333", linewidth=0.8)
            ax.set_xlabel(f"{report.values[0]}: win rate with minus win rate without (95% Newcombe interval)")
        ax.xaxis.set_major_formatter(PercentFormatter(1.0))
    else:
        values = [_number(row[value_at[0]]) for row in shown] if value_at else []
        ax.barh(positions, values, color="#c44e52")
        ax.set_xlim(0, _upper(values))
        ax.set_xlabel(report.values[0] if report.values else "")
    ax.set_yticks(positions)
    ax.set_yticklabels(labels, fontsize=8)
    ax.set_ylabel(" / ".join(report.label))
    ax.invert_yaxis()
    more = f", first {MAX_BARS} of {len(rows)}" if len(rows) > MAX_BARS else ""
    ax.set_title(title(report) + (f" [sorted by {report.values[0]}{more}]" if report.values else ""), fontsize=10)
    fig.tight_layout()
    return fig


def _number(value: Any) -> float:
    try:
        number = float(value)
    except (TypeError, ValueError):
        return 0.0
    return 0.0 if math.isnan(number) else number


def png(report: Report) -> bytes:
    fig = figure(report)
    try:
        buffer = io.BytesIO()
        fig.savefig(buffer, format="png", dpi=110)
        return buffer.getvalue()
    finally:
        plt.close(fig)


def page(report: Report) -> str:
    """A self-contained HTML page: the chart (inline PNG) and the table."""
    image = base64.b64encode(png(report)).decode()
    head = "".join(f"<th>{html.escape(c)}</th>" for c in report.columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(number(v))}</td>" for v in row) + "</tr>" for row in report.rows)
    filters = ", ".join(f"{k}={v}" for k, v in report.params.items() if v is not None) or "all finished matches"
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<title>{html.escape(report.title)}</title>"
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:2px 6px;font-size:12px;text-align:right}</style></head><body>"
        f"<h1>{html.escape(report.title)}</h1><p>{html.escape(filters)}</p>"
        f"<img alt='{html.escape(report.title)}' src='data:image/png;base64,{image}'>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></body></html>"
    )
