/**
 * What "Your values" accepts. The values are not secrets and may be kept in
 * localStorage; a token or a key is, and anything that looks like one is
 * refused in every field, with the reason.
 */
import type { ValueName } from './placeholders';

export type Secret = 'jwt' | 'key';

/** A JWT anywhere in the text: eyJ… and two more base64url parts, dot-separated. */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/;
/** An API key or private key: 64 hex digits, with or without 0x (a Client ID has 40). */
const KEY = /(?:^|[^0-9A-Fa-f])(?:0x)?[0-9A-Fa-f]{64}(?![0-9A-Fa-f])/;

/** The kind of secret `text` looks like it holds, or null. */
export function secretIn(text: string): Secret | null {
  if (JWT.test(text)) return 'jwt';
  if (KEY.test(text)) return 'key';
  return null;
}

export const SECRET_MESSAGE: Record<Secret, string> = {
  jwt: 'That looks like a JWT (eyJ… in three dot-separated parts). Tokens are secrets: this panel never stores them, so the field was cleared.',
  key: 'That looks like an API key or private key (0x and 64 hex characters). Keys are secrets: this panel never stores them, so the field was cleared.',
};

/** The largest token ID the GraphQL APIs take: their `Int` is 32 bits. */
export const MAX_TOKEN_ID = 2_147_483_647;

/** Characters a redirect URI may hold here: those of a URL, without quotes, spaces or angle brackets. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~:/?#[\]@!$&()*+,;=%]+$/;

const INVALID_MESSAGE: Record<ValueName, string> = {
  clientId:
    'A Client ID is 0x followed by 40 hex characters (0–9, a–f), like 0x7F3D9a5c1e2B4c6d8E0F1a2b3c4D5E6F7A8b9C0d. Copy it from your license in the Developer Console.',
  redirectUri:
    'A redirect URI is a full http:// or https:// address registered on your license, such as https://app.example.com/dimo/callback, with no spaces or quotes.',
  vehicleTokenId: `A vehicle token ID is a whole number from 1 to ${MAX_TOKEN_ID}, such as 12345.`,
};

function valid(name: ValueName, value: string): boolean {
  switch (name) {
    case 'clientId':
      return /^0x[0-9A-Fa-f]{40}$/.test(value);
    case 'redirectUri': {
      if (value.length > 2000 || !URL_CHARACTERS.test(value)) return false;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }
    case 'vehicleTokenId':
      return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_TOKEN_ID;
  }
}

export type FieldCheck =
  /** Nothing entered: the placeholder stays. */
  | { kind: 'empty' }
  | { kind: 'valid'; value: string }
  | { kind: 'invalid'; message: string }
  /** A token or key: never kept, not even in the field. */
  | { kind: 'secret'; secret: Secret; message: string };

/** What a field's text is: empty, a value to keep (trimmed), invalid, or a secret to refuse. */
export function checkField(name: ValueName, text: string): FieldCheck {
  const value = text.trim();
  if (value === '') return { kind: 'empty' };
  const secret = secretIn(value);
  if (secret) return { kind: 'secret', secret, message: SECRET_MESSAGE[secret] };
  if (!valid(name, value)) return { kind: 'invalid', message: INVALID_MESSAGE[name] };
  return { kind: 'valid', value };
}
