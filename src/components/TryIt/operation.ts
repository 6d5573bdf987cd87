/**
 * Browser-safe: what Try it needs to know of one REST operation. The reference
 * generator (plugins/openapi-reference) writes one of these, taken from the
 * project's OpenAPI description (openapi/), into each operation's page.
 */

/** A dereferenced JSON Schema (OpenAPI 3.1 schemas are JSON Schema 2020-12). */
export type JsonSchema = { [key: string]: unknown };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The token an operation takes in `Authorization: Bearer …`. */
export type TokenKind = 'none' | 'developer' | 'vehicle';

/** Privilege names as a Vehicle JWT carries them (`privilege:GetVINCredential`): all of them, or one of them. */
export type PrivilegeRule = { allOf: string[] } | { anyOf: string[] };

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  example?: unknown;
}

export interface TryItOperation {
  /** The service key, e.g. `attestation-api` (openapi/index.ts SERVICES). */
  service: string;
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/v2/attestation/vin/{tokenId}`. */
  path: string;
  /** Origins of the service, e.g. `https://attestation-api.dimo.zone`. */
  servers: { production: string; development: string };
  token: TokenKind;
  /** For a Vehicle JWT: the privileges the token must carry. */
  privileges?: PrivilegeRule;
  parameters: TryItParameter[];
  /** The JSON request body, when the operation takes one. */
  body?: { required: boolean; schema: JsonSchema; example?: unknown };
}
