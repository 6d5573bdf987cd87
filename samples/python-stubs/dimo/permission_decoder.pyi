from typing import List

class PermissionDecoder:
    @staticmethod
    def decode_permission_bits(permission_hex: str) -> List[int]: ...
