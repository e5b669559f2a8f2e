"""A client library for accessing Folie: The Big Book of Madness"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
