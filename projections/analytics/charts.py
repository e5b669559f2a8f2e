"""Pictures of reports (matplotlib, Agg backend: no display needed), as PNG or a self-contained HTML page."""

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

from projections.analytics.reports import Report

MAX_BARS = 40


def _label(row: Sequence[Any], indexes: list[int]) -> str:
    return " / ".join(str(row[i]) for i in indexes)


def figure(report: Report) -> Figure:
    """The report's chart: intervals (win rates), a histogram per game, or horizontal bars."""
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
            ax.set_title(f"{game}: matches per {report.label[-1]}")
            ax.set_xlabel(report.label[-1])
            ax.set_ylabel(report.values[0])
        fig.suptitle(report.title)
        fig.tight_layout()
        return fig
    shown = rows[:MAX_BARS]
    height = max(2.5, 0.35 * len(shown) + 1.2)
    fig, ax = plt.subplots(figsize=(9, height))
    labels = [_label(row, label_at) for row in shown]
    positions = list(range(len(shown)))
    if report.chart == "interval" and len(value_at) == 3:
        centre = [_number(row[value_at[0]]) for row in shown]
        low = [max(0.0, c - _number(row[value_at[1]])) for c, row in zip(centre, shown, strict=True)]
        high = [max(0.0, _number(row[value_at[2]]) - c) for c, row in zip(centre, shown, strict=True)]
        ax.barh(positions, centre, xerr=[low, high], color="#55a868", capsize=3)
        ax.set_xlim(0, 1)
        ax.set_xlabel("win rate (95% Wilson interval)")
    else:
        ax.barh(positions, [_number(row[value_at[0]]) for row in shown] if value_at else [], color="#c44e52")
        ax.set_xlabel(report.values[0] if report.values else "")
    ax.set_yticks(positions)
    ax.set_yticklabels(labels, fontsize=8)
    ax.invert_yaxis()
    ax.set_title(report.title)
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
    body = "".join("<tr>" + "".join(f"<td>{html.escape(_cell(v))}</td>" for v in row) + "</tr>" for row in report.rows)
    filters = ", ".join(f"{k}={v}" for k, v in report.params.items() if v is not None) or "all matches"
    return (
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<title>{html.escape(report.title)}</title>"
        "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
        "td,th{border:1px solid #ccc;padding:2px 6px;font-size:12px;text-align:right}</style></head><body>"
        f"<h1>{html.escape(report.title)}</h1><p>{html.escape(filters)}</p>"
        f"<img alt='{html.escape(report.title)}' src='data:image/png;base64,{image}'>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></body></html>"
    )


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return "" if math.isnan(value) else f"{value:.4g}"
    return "" if value is None else str(value)
