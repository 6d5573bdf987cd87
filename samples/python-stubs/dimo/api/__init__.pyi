from .attestation import Attestation as Attestation
from .auth import Auth as Auth
from .device_definitions import DeviceDefinitions as DeviceDefinitions
from .token_exchange import TokenExchange as TokenExchange
from .trips import Trips as Trips
from .valuations import Valuations as Valuations

__all__ = [
    "Auth",
    "Attestation",
    "DeviceDefinitions",
    "TokenExchange",
    "Trips",
    "Valuations",
]
