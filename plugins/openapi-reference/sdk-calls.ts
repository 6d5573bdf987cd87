/**
 * Which SDK call each operation's TypeScript and Python samples use: the data-sdk 1.6.0 method (its published
 * resource definitions, node_modules/@dimo-network/data-sdk/dist/api/resources/<Resource>/index.js) and the
 * dimo-python-sdk 1.8.0 method (dimo/api/<service>.py at tag v1.8.0) that sends this operation's method and path.
 * An operation with no entry for a language is sent with `fetch` / `requests`. `avoid` names an SDK method that
 * exists for the operation but sends a request the service does not read as intended; the reason is shown above the
 * sample, which then uses `fetch` / `requests` too.
 *
 * Argument values come from the operation's description: a path or query parameter's `example`, a field of the
 * request body example. The token comes first and is added by the generator: `...vehicleJwt` / `...developerJwt` in
 * TypeScript, `vehicle_jwt=vehicle_jwt` / `developer_jwt=dev_jwt` in Python.
 */
import type { ServiceKey } from '../../openapi';

/** The versions the table and the generated samples are written against; `checked_against` names them. */
export const DATA_SDK_VERSION = '1.6.0';
export const PYTHON_SDK_VERSION = '1.8.0';

export type ArgValue =
  /** A path parameter's example; `int` writes a digit string as a number (the SDK types it so). */
  | { path: string; int?: boolean }
  | { query: string }
  /** One top-level field of the request body example. */
  | { body: string }
  /** The whole request body example. */
  | { wholeBody: true };

export interface SdkCall {
  /** The client's resource and method: `attestation.createVinVC`, `vehicle_triggers.update_webhook`. */
  method: string;
  /** Argument name → value, in the order the sample writes them. */
  args?: Record<string, ArgValue>;
  /** Every field of the body example as an argument (TypeScript: the SDK builds the body from its arguments). */
  bodyFields?: boolean;
  /** Every query parameter the sample sends as an argument (Python names them in snake_case). */
  queryFields?: boolean;
  /** The named request body example the SDK sends, when it sends another form than the first example. */
  example?: string;
}

export interface Avoided {
  /** Why the sample does not use the SDK's method for this operation: one sentence for the page. */
  avoid: string;
}

export interface SdkEntry {
  ts?: SdkCall | Avoided;
  py?: SdkCall | Avoided;
}

export function isAvoided(x: SdkCall | Avoided | undefined): x is Avoided {
  return x !== undefined && 'avoid' in x;
}

/** Per service, `METHOD /path` as the description writes it → the SDK calls. */
export const SDK_CALLS: Record<ServiceKey, Record<string, SdkEntry>> = {
  'token-exchange-api': {
    // Both SDKs send the older body: the vehicle NFT contract of the environment, tokenId and privilege IDs.
    'POST /v1/tokens/exchange': {
      ts: {
        method: 'tokenexchange.exchange',
        args: { tokenId: { body: 'tokenId' }, privileges: { body: 'privileges' } },
        example: 'legacy',
      },
      py: {
        method: 'token_exchange.exchange',
        args: { token_id: { body: 'tokenId' }, privileges: { body: 'privileges' } },
        example: 'legacy',
      },
    },
  },
  'attestation-api': {
    'POST /v2/attestation/vin/{tokenId}': {
      ts: { method: 'attestation.createVinVC', args: { tokenId: { path: 'tokenId' } } },
      py: { method: 'attestation.create_vin_vc', args: { token_id: { path: 'tokenId', int: true } } },
    },
    'POST /v2/attestation/odometer-statement/{tokenId}': {
      ts: {
        method: 'attestation.createOdometerStatementVC',
        args: { tokenId: { path: 'tokenId' }, timestamp: { body: 'timestamp' } },
      },
      py: {
        method: 'attestation.create_odometer_statement',
        args: { token_id: { path: 'tokenId', int: true }, timestamp: { body: 'timestamp' } },
      },
    },
    'POST /v2/attestation/vehicle-health/{tokenId}': {
      ts: {
        method: 'attestation.createVehicleHealthVC',
        args: {
          tokenId: { path: 'tokenId' },
          startTime: { body: 'startTime' },
          endTime: { body: 'endTime' },
        },
      },
      py: {
        method: 'attestation.create_vehicle_health',
        args: {
          token_id: { path: 'tokenId', int: true },
          start_time: { body: 'startTime' },
          end_time: { body: 'endTime' },
        },
      },
    },
    'POST /v2/attestation/vehicle-position/{tokenId}': {
      ts: {
        method: 'attestation.createVehiclePositionVC',
        args: { tokenId: { path: 'tokenId' }, timestamp: { body: 'timestamp' } },
      },
      py: {
        method: 'attestation.create_vehicle_position',
        args: { token_id: { path: 'tokenId', int: true }, timestamp: { body: 'timestamp' } },
      },
    },
  },
  'vehicle-triggers-api': {
    'GET /v1/webhooks': {
      ts: { method: 'vehicleTriggers.listWebhooks' },
      py: { method: 'vehicle_triggers.list_all_webhooks' },
    },
    'POST /v1/webhooks': {
      ts: { method: 'vehicleTriggers.createWebhook', bodyFields: true },
      py: { method: 'vehicle_triggers.register_webhook', args: { request: { wholeBody: true } } },
    },
    'GET /v1/webhooks/signals': {
      ts: { method: 'vehicleTriggers.getWebhookSignalNames' },
      py: { method: 'vehicle_triggers.webhook_signals' },
    },
    'GET /v1/webhooks/{webhookId}': {
      ts: { method: 'vehicleTriggers.listSubscribedVehicles', args: { webhookId: { path: 'webhookId' } } },
      py: {
        method: 'vehicle_triggers.list_vehicle_subscriptions_by_trigger',
        args: { webhook_id: { path: 'webhookId' } },
      },
    },
    'PUT /v1/webhooks/{webhookId}': {
      ts: {
        avoid:
          "The data SDK's `updateWebhook` sends the fields nested under a `request` key, which the service does not read, so this sample sends the `PUT` with `fetch`.",
      },
      py: {
        method: 'vehicle_triggers.update_webhook',
        args: { webhook_id: { path: 'webhookId' }, request: { wholeBody: true } },
      },
    },
    'DELETE /v1/webhooks/{webhookId}': {
      ts: { method: 'vehicleTriggers.deleteWebhook', args: { webhookId: { path: 'webhookId' } } },
      py: { method: 'vehicle_triggers.delete_webhook', args: { webhook_id: { path: 'webhookId' } } },
    },
    'POST /v1/webhooks/{webhookId}/subscribe/{assetDID}': {
      ts: {
        method: 'vehicleTriggers.subscribeVehicle',
        args: { webhookId: { path: 'webhookId' }, tokenDID: { path: 'assetDID' } },
      },
      py: {
        method: 'vehicle_triggers.subscribe_vehicle',
        args: { token_did: { path: 'assetDID' }, webhook_id: { path: 'webhookId' } },
      },
    },
    'POST /v1/webhooks/{webhookId}/subscribe/all': {
      ts: { method: 'vehicleTriggers.subscribeAllVehicles', args: { webhookId: { path: 'webhookId' } } },
      py: { method: 'vehicle_triggers.subscribe_all_vehicles', args: { webhook_id: { path: 'webhookId' } } },
    },
    'DELETE /v1/webhooks/{webhookId}/unsubscribe/{assetDID}': {
      ts: {
        method: 'vehicleTriggers.unsubscribeVehicle',
        args: { webhookId: { path: 'webhookId' }, tokenDID: { path: 'assetDID' } },
      },
      py: {
        method: 'vehicle_triggers.unsubscribe_vehicle',
        args: { token_did: { path: 'assetDID' }, webhook_id: { path: 'webhookId' } },
      },
    },
    'DELETE /v1/webhooks/{webhookId}/unsubscribe/all': {
      ts: { method: 'vehicleTriggers.unsubscribeAllVehicles', args: { webhookId: { path: 'webhookId' } } },
      py: {
        method: 'vehicle_triggers.unsubscribe_all_vehicles',
        args: { webhook_id: { path: 'webhookId' } },
      },
    },
    'GET /v1/webhooks/vehicles/{assetDID}': {
      ts: { method: 'vehicleTriggers.listVehicleSubscriptions', args: { tokenDID: { path: 'assetDID' } } },
      py: {
        method: 'vehicle_triggers.list_vehicle_subscriptions',
        args: { token_did: { path: 'assetDID' } },
      },
    },
  },
  'device-definitions-api': {
    'POST /device-definitions/decode-vin': {
      ts: {
        method: 'devicedefinitions.decodeVin',
        args: { countryCode: { body: 'countryCode' }, vin: { body: 'vin' } },
      },
      py: {
        method: 'device_definitions.decode_vin',
        args: { country_code: { body: 'countryCode' }, vin: { body: 'vin' } },
      },
    },
    'GET /device-definitions/search': {
      ts: { method: 'devicedefinitions.search', queryFields: true },
      py: { method: 'device_definitions.search_device_definitions', queryFields: true },
    },
  },
  'valuations-api': {
    'GET /v2/vehicles/{tokenId}/valuations': {
      ts: { method: 'valuations.getValuations', args: { tokenId: { path: 'tokenId', int: true } } },
      py: { method: 'valuations.get_valuations', args: { token_id: { path: 'tokenId', int: true } } },
    },
    'POST /v2/vehicles/{tokenId}/instant-offer': {
      ts: {
        avoid:
          "The data SDK's `getInstantOffers` sends `GET` to this path, and the service serves it only as `POST`, so this sample sends the `POST` with `fetch`.",
      },
      py: {
        avoid:
          "The Python SDK's `offers_lookup` sends `GET` to this path, and the service serves it only as `POST`, so this sample sends the `POST` with `requests`.",
      },
    },
    'GET /v2/vehicles/{tokenId}/offers': {
      ts: { method: 'valuations.getOffers', args: { tokenId: { path: 'tokenId', int: true } } },
      py: { method: 'valuations.list_vehicle_offers', args: { token_id: { path: 'tokenId', int: true } } },
    },
  },
};

/** The table's entry for an operation, or an empty entry (both languages send the request themselves). */
export function sdkEntry(service: ServiceKey, method: string, path: string): SdkEntry {
  return SDK_CALLS[service][`${method.toUpperCase()} ${path}`] ?? {};
}
