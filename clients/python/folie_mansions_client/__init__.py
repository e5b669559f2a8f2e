"""A client library for accessing Folie: Mansions of Madness"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
