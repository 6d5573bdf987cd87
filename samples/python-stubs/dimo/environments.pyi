from typing import Dict

dimo_environment: Dict[str, Dict[str, str]]
