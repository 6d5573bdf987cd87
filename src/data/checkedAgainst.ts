/**
 * A page's provenance, from its front matter: `checked_against` (what its samples
 * and facts were checked against) and `sources` (repository@commit and path of each
 * fact source). The one module that reads and validates both; browser-safe, since
 * the doc page renders the "Checked against …" line from it.
 */

/** Every key `checked_against` may hold, with how the line names it and what its value looks like. */
export const CHECKED_AGAINST_KEYS = {
  'telemetry-schema': { label: (v: string) => `the Telemetry API schema of ${v}`, kind: 'date' },
  'identity-schema': { label: (v: string) => `the Identity API schema of ${v}`, kind: 'date' },
  'fetch-schema': { label: (v: string) => `the Fetch API schema of ${v}`, kind: 'date' },
  'token-exchange-api': {
    label: (v: string) => `the Token Exchange API description at ${v}`,
    kind: 'commit',
  },
  'attestation-api': { label: (v: string) => `the Attestation API description at ${v}`, kind: 'commit' },
  'vehicle-triggers-api': {
    label: (v: string) => `the Vehicle Triggers API description at ${v}`,
    kind: 'commit',
  },
  'device-definitions-api': {
    label: (v: string) => `the Device Definitions API description at ${v}`,
    kind: 'commit',
  },
  'valuations-api': { label: (v: string) => `the Valuations API description at ${v}`, kind: 'commit' },
  'data-sdk': { label: (v: string) => `data-sdk ${v}`, kind: 'version' },
  'dimo-python-sdk': { label: (v: string) => `dimo-python-sdk ${v}`, kind: 'version' },
  'login-with-dimo': { label: (v: string) => `login-with-dimo ${v}`, kind: 'version' },
  'dimo-dotnet-sdk': { label: (v: string) => `dimo-dotnet-sdk at ${v}`, kind: 'commit' },
} as const;

export type CheckedAgainstKey = keyof typeof CHECKED_AGAINST_KEYS;
export type CheckedAgainst = Partial<Record<CheckedAgainstKey, string>>;

/** A fact source: `DIMO-Network/attestation-api@161afc9 docs/swagger.yaml`. */
export interface Source {
  repo: string;
  commit: string;
  path: string;
}

const VALUE_PATTERNS: Record<'date' | 'commit' | 'version', RegExp> = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  commit: /^[0-9a-f]{7,40}$/,
  version: /^\d+\.\d+\.\d+$/,
};

const SOURCE_PATTERN = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{7,40}) (\S+)$/;

function isKey(key: string): key is CheckedAgainstKey {
  return Object.hasOwn(CHECKED_AGAINST_KEYS, key);
}

/** YAML reads 2026-08-05 as a Date and 1.6 as a number; the page means the text it wrote. */
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  return null;
}

/** `checked_against` as written, or the problems with it (unknown key, malformed value). */
export function readCheckedAgainst(frontMatter: Record<string, unknown>): {
  value: CheckedAgainst;
  errors: string[];
} {
  const raw = frontMatter.checked_against;
  const value: CheckedAgainst = {};
  const errors: string[] = [];
  if (raw === undefined) return { value, errors };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { value, errors: ['checked_against must be a map of key: value'] };
  }
  for (const [key, v] of Object.entries(raw)) {
    const text = asText(v);
    if (!isKey(key)) {
      errors.push(
        `checked_against: unknown key "${key}" (known: ${Object.keys(CHECKED_AGAINST_KEYS).join(', ')})`,
      );
    } else if (text === null || !VALUE_PATTERNS[CHECKED_AGAINST_KEYS[key].kind].test(text)) {
      errors.push(`checked_against.${key}: "${String(v)}" is not a ${CHECKED_AGAINST_KEYS[key].kind}`);
    } else {
      value[key] = text;
    }
  }
  return { value, errors };
}

/** `sources` as written, or the problems with it. */
export function readSources(frontMatter: Record<string, unknown>): { value: Source[]; errors: string[] } {
  const raw = frontMatter.sources;
  if (raw === undefined) return { value: [], errors: [] };
  if (!Array.isArray(raw)) return { value: [], errors: ['sources must be a list'] };
  const value: Source[] = [];
  const errors: string[] = [];
  for (const entry of raw) {
    const m = typeof entry === 'string' ? SOURCE_PATTERN.exec(entry) : null;
    if (m) value.push({ repo: m[1]!, commit: m[2]!, path: m[3]! });
    else errors.push(`sources: "${String(entry)}" is not "owner/repo@commit path"`);
  }
  return { value, errors };
}

/** "Checked against the Telemetry API schema of 2026-08-05, data-sdk 1.6.0 and dimo-python-sdk 1.8.0."; null when nothing is declared. */
export function checkedAgainstLine(checked: CheckedAgainst): string | null {
  const parts = (Object.keys(CHECKED_AGAINST_KEYS) as CheckedAgainstKey[])
    .filter((key) => checked[key] !== undefined)
    .map((key) => CHECKED_AGAINST_KEYS[key].label(checked[key]!));
  if (parts.length === 0) return null;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Checked against ${list}.`;
}
