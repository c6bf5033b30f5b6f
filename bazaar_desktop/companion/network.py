"""Which address of this computer the phones are told (no Qt: QtNetwork is not bundled).

Phones must reach the computer on the local network, so the server binds to one of its LAN
addresses, never to every interface. The first choice is the address of the network the
computer's default route uses (found by "connecting" a UDP socket: no packet is sent); the
invite dialog lists the others (a second Wi-Fi, a cable, a VPN) and takes a typed one.
`BAZAAR_COMPANION_ADDRESS` chooses one for good (and tests use 127.0.0.1)."""

from __future__ import annotations

import ipaddress
import os
import socket
import struct
import sys

ADDRESS_VARIABLE = "BAZAAR_COMPANION_ADDRESS"
SIOCGIFADDR = 0x8915  # Linux: an interface's IPv4 address


def default_route_address() -> str | None:
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: nothing is sent, a route is chosen
            return str(probe.getsockname()[0])
    except OSError:
        return None


def _interface_addresses() -> list[str]:
    found: list[str] = []
    if sys.platform.startswith("linux"):
        import fcntl

        for _index, name in socket.if_nameindex():
            try:
                with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
                    packed = struct.pack("256s", name[:15].encode())
                    answer = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, packed)
                found.append(socket.inet_ntoa(answer[20:24]))
            except OSError:
                continue  # no IPv4 address on that interface
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    return found


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses a phone could reach, the default route's first."""
    ordered = [default_route_address() or "", *_interface_addresses()]
    seen: list[str] = []
    for text in ordered:
        try:
            address = ipaddress.IPv4Address(text)
        except ValueError:
            continue
        if address.is_loopback or address.is_link_local or address.is_unspecified:
            continue
        if text not in seen:
            seen.append(text)
    return seen


def chosen_address(remembered: str = "") -> str:
    """The address to listen on: the variable's, else the one chosen last time if this
    computer still has it, else the default route's; 127.0.0.1 when there is no network."""
    forced = os.environ.get(ADDRESS_VARIABLE, "").strip()
    if forced:
        return forced
    addresses = lan_addresses()
    if remembered in addresses:
        return remembered
    return addresses[0] if addresses else "127.0.0.1"
