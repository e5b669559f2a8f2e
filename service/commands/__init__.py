"""Subcommands of the ``folie`` command line, one module each (``register(subparsers)``)."""
