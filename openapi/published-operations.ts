/**
 * The operations each REST service publishes in its own Swagger 2.0 description (`docs/swagger.yaml`, generated
 * from the service's Go code), at the commit the project's OpenAPI file is written from. Paths include the
 * description's `basePath` (Token Exchange publishes `/tokens/exchange` under `/v1`) and use `{name}` templates.
 * This list is the fact the project's descriptions are tested against, so the tests do not need the published files.
 */
import type { HttpMethod, ServiceKey } from './index';

export interface PublishedDescription {
  repository: string;
  /** Abbreviated commit, as pages write it in `checked_against`. */
  commit: string;
  path: string;
  operations: readonly (readonly [HttpMethod, string])[];
}

export const PUBLISHED: Record<ServiceKey, PublishedDescription> = {
  'token-exchange-api': {
    repository: 'DIMO-Network/token-exchange-api',
    commit: '3c70fdb',
    path: 'docs/swagger.yaml',
    operations: [['POST', '/v1/tokens/exchange']],
  },
  'attestation-api': {
    repository: 'DIMO-Network/attestation-api',
    commit: '161afc9',
    path: 'docs/swagger.yaml',
    operations: [
      ['GET', '/'],
      ['POST', '/v2/attestation/odometer-statement/{tokenId}'],
      ['POST', '/v2/attestation/vehicle-health/{tokenId}'],
      ['POST', '/v2/attestation/vehicle-position/{tokenId}'],
      ['POST', '/v2/attestation/vin/{tokenId}'],
    ],
  },
  'vehicle-triggers-api': {
    repository: 'DIMO-Network/vehicle-triggers-api',
    commit: '2ba6a87',
    path: 'docs/swagger.yaml',
    operations: [
      ['GET', '/v1/webhooks'],
      ['POST', '/v1/webhooks'],
      ['DELETE', '/v1/webhooks/{webhookId}'],
      ['GET', '/v1/webhooks/{webhookId}'],
      ['PUT', '/v1/webhooks/{webhookId}'],
      ['POST', '/v1/webhooks/{webhookId}/subscribe/{assetDID}'],
      ['POST', '/v1/webhooks/{webhookId}/subscribe/all'],
      ['POST', '/v1/webhooks/{webhookId}/subscribe/list'],
      ['DELETE', '/v1/webhooks/{webhookId}/unsubscribe/{assetDID}'],
      ['DELETE', '/v1/webhooks/{webhookId}/unsubscribe/all'],
      ['DELETE', '/v1/webhooks/{webhookId}/unsubscribe/list'],
      ['GET', '/v1/webhooks/signals'],
      ['GET', '/v1/webhooks/vehicles/{assetDID}'],
    ],
  },
  'device-definitions-api': {
    repository: 'DIMO-Network/device-definitions-api',
    commit: '2a16753',
    path: 'docs/swagger.yaml',
    operations: [
      ['GET', '/compatibility/r1-sheet'],
      ['GET', '/device-definitions/{id}'],
      ['POST', '/device-definitions/decode-vin'],
      ['GET', '/device-definitions/search'],
      ['GET', '/device-definitions/search-r1'],
      ['GET', '/device-types'],
      ['GET', '/device-types/{id}'],
      ['GET', '/integrations'],
      ['GET', '/integrations/{id}'],
      ['GET', '/manufacturers/integrations/smartcar'],
      ['GET', '/vin-profile/{vin}'],
    ],
  },
  'valuations-api': {
    repository: 'DIMO-Network/valuations-api',
    commit: '6f466e4',
    path: 'docs/swagger.yaml',
    operations: [
      ['POST', '/v2/vehicles/{tokenId}/instant-offer'],
      ['GET', '/v2/vehicles/{tokenId}/offers'],
      ['POST', '/v2/vehicles/{tokenId}/valuation'],
      ['GET', '/v2/vehicles/{tokenId}/valuations'],
    ],
  },
};
