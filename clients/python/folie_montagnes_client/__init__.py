"""A client library for accessing Folie: Les Montagnes Hallucinées"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
