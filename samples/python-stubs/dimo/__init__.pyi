# Type stubs for dimo-python-sdk 1.8.0, written from DIMO-Network/dimo-python-sdk at tag v1.8.0
# (commit 1ea5abf04e1d5e2827cd50aacbca877592bdea8f). Names, parameters and types only.
# The package ships no type information of its own; these stubs let pyright check the site's samples.
from .dimo import DIMO as DIMO

__all__ = ["DIMO"]
