from typing import Any, Callable, Optional

class DeviceDefinitions:
    def __init__(self, request_method: Callable[..., Any], get_auth_headers: Callable[..., Any]) -> None: ...
    def decode_vin(self, developer_jwt: str, country_code: str, vin: str) -> dict: ...
    # Sends no token: the search route is public.
    def search_device_definitions(
        self,
        query: Optional[str] = None,
        make_slug: Optional[str] = None,
        model_slug: Optional[str] = None,
        year: Optional[int] = None,
        page: Optional[int] = None,
        page_size: Optional[int] = None,
    ) -> Any: ...
