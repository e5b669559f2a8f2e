"""The key a client address is counted under by the per-address limits (rate and connections).

An IPv4 address is one client. An IPv6 host is routinely given a whole /64 (2^64 addresses it may
use at will), so counting each address apart would give it that many budgets: IPv6 addresses are
grouped by their /64. An IPv4-mapped IPv6 address (``::ffff:a.b.c.d``) is its IPv4 address.
"""

from __future__ import annotations

import ipaddress

IPV6_PREFIX = 64


def address_key(address: str) -> str:
    """``address`` as the limits count it: itself (IPv4, or anything that is not an address) or its /64."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.IPv6Network((ip, IPV6_PREFIX), strict=False))
    return address
