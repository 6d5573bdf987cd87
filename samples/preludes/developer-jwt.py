# Prelude for Python samples with prelude=developer-jwt: the client and the Developer JWT of earlier steps.
import os

from dimo import DIMO

dimo = DIMO("Production")

developer_jwt = dimo.auth.get_dev_jwt(
    client_id=os.environ["DIMO_CLIENT_ID"],
    domain=os.environ["DIMO_REDIRECT_URI"],
    private_key=os.environ["DIMO_API_KEY"],
)["access_token"]
