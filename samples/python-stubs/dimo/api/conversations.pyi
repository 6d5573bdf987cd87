from typing import Any, Callable, Dict, Generator, List, Optional

from requests import Session

class Conversations:
    def __init__(
        self,
        request_method: Callable[..., Any],
        get_auth_headers: Callable[..., Any],
        get_full_path: Callable[..., str],
        session: Session,
    ) -> None: ...
    def health_check(self) -> Dict: ...
    def create_agent(
        self,
        developer_jwt: str,
        api_key: str,
        user_wallet: str,
        agent_type: str,
        vehicle_ids: Optional[str] = None,
        personality: str = "uncle_mechanic",
    ) -> Dict: ...
    def delete_agent(self, developer_jwt: str, agent_id: str) -> Dict: ...
    def send_message(
        self,
        developer_jwt: str,
        agent_id: str,
        message: str,
        vehicle_ids: Optional[List[int]] = None,
        user: Optional[str] = None,
    ) -> Dict: ...
    def stream_message(
        self,
        developer_jwt: str,
        agent_id: str,
        message: str,
        vehicle_ids: Optional[List[int]] = None,
        user: Optional[str] = None,
    ) -> Generator[Dict[str, Any], None, None]: ...
    def get_history(self, developer_jwt: str, agent_id: str, limit: int = 100) -> Dict: ...
