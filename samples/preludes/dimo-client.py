# Prelude for Python samples with prelude=dimo-client: the SDK client an earlier step on the page created.
import os

from dimo import DIMO

dimo = DIMO("Production")
