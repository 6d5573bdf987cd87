# Prelude for Python samples with prelude=vehicle-jwt: the client, the Developer JWT and a Vehicle JWT
# for vehicle 12345, as earlier steps on the page obtained them.
import os

from dimo import DIMO

dimo = DIMO("Production")

developer_jwt = dimo.auth.get_dev_jwt(
    client_id=os.environ["DIMO_CLIENT_ID"],
    domain=os.environ["DIMO_REDIRECT_URI"],
    private_key=os.environ["DIMO_API_KEY"],
)["access_token"]

vehicle_jwt = dimo.token_exchange.exchange(developer_jwt=developer_jwt, token_id=12345)["token"]
