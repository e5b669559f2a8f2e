"""The ``folie`` command. Each subcommand is a module of :mod:`service.commands` listed here."""

from __future__ import annotations

import argparse
from importlib import import_module

from service.version import __version__

SUBCOMMANDS = ("serve", "openapi", "problems", "project", "sql", "report", "simulate", "export", "verify")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="folie", description="Folie game service")
    parser.add_argument("--version", action="version", version=f"folie {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    for name in SUBCOMMANDS:
        import_module(f"service.commands.{name}").register(commands)
    args = parser.parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
