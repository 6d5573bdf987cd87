from typing import Any, Callable, Dict, Optional

class Auth:
    env: str
    def __init__(
        self,
        request_method: Callable[..., Any],
        get_auth_headers: Callable[..., Any],
        env: str,
        dimo_instance: Any,
    ) -> None: ...
    # headers must stay {"Content-Type": "application/x-www-form-urlencoded"}: any other value raises ValueError.
    def generate_challenge(
        self,
        client_id: str,
        domain: str,
        address: str,
        headers: Dict[str, str] = ...,
        scope: str = "openid email",
        response_type: str = "code",
    ) -> Dict: ...
    def sign_challenge(self, message: str, private_key: str) -> str: ...
    def submit_challenge(
        self,
        client_id: str,
        domain: str,
        state: str,
        signature: str,
        headers: Dict[str, str] = ...,
    ) -> Dict: ...
    def get_dev_jwt(
        self,
        client_id: str,
        domain: str,
        private_key: str,
        address: Optional[str] = None,
        scope: str = "openid email",
        response_type: str = "code",
    ) -> Dict: ...
