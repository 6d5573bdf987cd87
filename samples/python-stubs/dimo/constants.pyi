from typing import Dict

dimo_constants: Dict[str, Dict[str, str]]
