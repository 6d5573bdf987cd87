from typing import Any, Tuple, Type, Union

class DimoError(Exception): ...

class DimoTypeError(DimoError):
    param_name: str
    expected_type: Union[Type[Any], Tuple[Type[Any], ...]]
    actual_value: Any
    message: str
    def __init__(
        self,
        param_name: str,
        expected_type: Union[Type[Any], Tuple[Type[Any], ...]],
        actual_value: Any,
    ) -> None: ...

def check_type(param_name: str, value: Any, expected_type: Union[Type[Any], Tuple[Type[Any], ...]]) -> None: ...
def check_optional_type(
    param_name: str, value: Any, expected_type: Union[Type[Any], Tuple[Type[Any], ...]]
) -> None: ...

class DimoValueError(DimoError): ...

class HTTPError(Exception):
    """Raised for a failed request; status is -1 when no response arrived."""

    status: int
    body: Any
    def __init__(self, status: int, message: str, body: Any = None) -> None: ...
