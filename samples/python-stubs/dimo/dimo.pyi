from typing import Any, Dict, Optional

from requests import Session

from .api.attestation import Attestation
from .api.auth import Auth
from .api.conversations import Conversations
from .api.device_definitions import DeviceDefinitions
from .api.token_exchange import TokenExchange
from .api.trips import Trips
from .api.valuations import Valuations
from .api.vehicle_triggers import VehicleTriggers
from .graphql.fetch import Fetch
from .graphql.identity import Identity
from .graphql.telemetry import Telemetry

class DIMO:
    env: str
    urls: Dict[str, str]
    session: Session

    # The services below are created on first access by DIMO.__getattr__, which raises
    # AttributeError for any other name: declaring exactly these makes pyright flag the rest.
    attestation: Attestation
    auth: Auth
    conversations: Conversations
    device_definitions: DeviceDefinitions
    fetch: Fetch
    identity: Identity
    telemetry: Telemetry
    token_exchange: TokenExchange
    trips: Trips
    valuations: Valuations
    vehicle_triggers: VehicleTriggers

    def __init__(self, env: str = "Production", session: Optional[Session] = None) -> None: ...
    def request(self, http_method: str, service: str, path: str, **kwargs: Any) -> Any: ...
    def query(
        self,
        service: str,
        query: str,
        variables: Optional[Dict[str, Any]] = None,
        token: Optional[str] = None,
    ) -> Any: ...
