"""``folie problems``: print or write the catalogue of problem codes (``docs/problems.md``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    command = commands.add_parser("problems", help="print or write the catalogue of problem codes (Markdown)")
    command.add_argument("--output", type=Path, help="file to write (default: standard output)")
    command.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from domain.registry import default_engines
    from service.problem_codes import markdown_table

    text = markdown_table(default_engines())
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0
