"""Benchmarks (not tests): run with ``.venv/bin/python -m bench.run_all``; figures go in the README."""
