from .fetch import Fetch as Fetch
from .identity import Identity as Identity
from .telemetry import Telemetry as Telemetry

__all__ = ["Fetch", "Identity", "Telemetry"]
