from typing import Any

from requests import Session

class Request:
    http_method: str
    url: str
    session: Session
    def __init__(self, http_method: str, url: str, session: Session) -> None: ...
    # Returns the parsed JSON body when the response is JSON, else the raw bytes.
    def __call__(self, headers: Any = None, data: Any = None, params: Any = None, **kwargs: Any) -> Any: ...
