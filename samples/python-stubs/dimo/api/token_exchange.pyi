from typing import Any, Callable, List, Optional

class TokenExchange:
    def __init__(
        self,
        request_method: Callable[..., Any],
        get_auth_headers: Callable[..., Any],
        identity_instance: Any,
        dimo_instance: Any,
    ) -> None: ...
    # client_id defaults to the one last passed to auth.get_dev_jwt; privileges default to every
    # privilege the vehicle granted that client id (read from the Identity API).
    def exchange(
        self,
        developer_jwt: str,
        token_id: int,
        client_id: Optional[str] = None,
        env: str = "Production",
        privileges: Optional[List[int]] = None,
    ) -> dict: ...
