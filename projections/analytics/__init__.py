"""The analytics projection: every event ever stored, in DuckDB, for SQL, reports and exports.

``projector`` follows the event store's notification log and writes DuckDB exactly once;
``schema`` holds the tables (documented in ``docs/analytics.md``); ``sandbox`` runs read-only SQL;
``reports`` the built-in reports, ``charts`` their pictures; ``export`` the open-database exports;
``simulation`` plays bot matches through the same store and projector.
"""
