"""A client library for accessing Folie: Far Cry: Escape from Rook Islands"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
