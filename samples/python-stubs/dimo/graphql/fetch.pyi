from typing import Any, Dict, Optional

class Fetch:
    dimo: Any
    def __init__(self, dimo_instance: Any) -> None: ...
    # Sends the query as written, without variables.
    def query(self, query: str, vehicle_jwt: str) -> Any: ...
    def get_index_keys(
        self,
        vehicle_jwt: str,
        did: str,
        limit: Optional[int] = None,
        filter: Optional[Dict[str, Any]] = None,
    ) -> dict: ...
    def get_latest_index_key(self, vehicle_jwt: str, did: str, filter: Optional[Dict[str, Any]] = None) -> dict: ...
    def get_latest_object(self, vehicle_jwt: str, did: str, filter: Optional[Dict[str, Any]] = None) -> dict: ...
    def get_objects(
        self,
        vehicle_jwt: str,
        did: str,
        limit: Optional[int] = None,
        filter: Optional[Dict[str, Any]] = None,
    ) -> dict: ...
