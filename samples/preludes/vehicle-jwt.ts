// Context for fragments that use `dimo`, `developerJwt` and `vehicleJwt` for vehicle 12345.
import { DIMO } from '@dimo-network/data-sdk';

export const dimo = new DIMO('Production');
export const developerJwt = await dimo.auth.getDeveloperJwt({
  client_id: process.env.DIMO_CLIENT_ID!,
  domain: process.env.DIMO_REDIRECT_URI!,
  private_key: process.env.DIMO_API_KEY!,
});
export const vehicleJwt = await dimo.tokenexchange.getVehicleJwt({ ...developerJwt, tokenId: 12345 });
