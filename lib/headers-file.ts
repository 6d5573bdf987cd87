/**
 * The one module that owns the header files a static host reads (written by
 * plugins/security-headers, read by ./static-server.ts and the CSP browser test):
 *
 *   _headers     Netlify and Cloudflare Pages: a path pattern on its own line,
 *                then its headers, indented, one `Name: value` per line.
 *   vercel.json  Vercel: `{"headers": [{"source", "headers": [{"key", "value"}]}]}`.
 *
 * It writes both from one list of rules, reads `_headers` back, and says which
 * headers a path gets, so the test server applies the file exactly as written.
 */

/** One header, as `[name, value]`. */
export type Header = readonly [name: string, value: string];

/** Headers for every path the pattern matches. */
export interface HeaderRule {
  /** `/*` (every path), an exact path, `*` as a splat (any characters) or `:name` (one segment). */
  path: string;
  headers: readonly Header[];
}

/**
 * Limits Cloudflare Pages documents for `_headers` (Pages → Configuration →
 * Headers): at most 100 rules, and at most 2,000 characters per header line.
 * Netlify's limits are looser; we keep to the tighter ones.
 */
export const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2_000 } as const;

/** The indentation of a header line under its path; any whitespace is accepted when reading. */
const INDENT = '  ';

/** RFC 9110 token: what a header name may contain. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export class HeadersFileError extends Error {
  override name = 'HeadersFileError';
}

function validate(rules: readonly HeaderRule[]): void {
  if (rules.length > HEADERS_FILE_LIMITS.rules) {
    throw new HeadersFileError(
      `${rules.length} header rules; Cloudflare Pages accepts at most ${HEADERS_FILE_LIMITS.rules}`,
    );
  }
  for (const rule of rules) {
    if (!rule.path.startsWith('/') || /\s/.test(rule.path)) {
      throw new HeadersFileError(
        `header rule path "${rule.path}" must start with / and contain no whitespace`,
      );
    }
    for (const [name, value] of rule.headers) {
      if (!HEADER_NAME.test(name)) throw new HeadersFileError(`"${name}" is not a valid header name`);
      if (/[\r\n]/.test(value) || value !== value.trim() || value === '') {
        throw new HeadersFileError(
          `${name}: the value must be one non-empty line without surrounding spaces`,
        );
      }
      const line = `${INDENT}${name}: ${value}`;
      if (line.length > HEADERS_FILE_LIMITS.lineLength) {
        throw new HeadersFileError(
          `${name} for ${rule.path} is ${line.length} characters; Cloudflare Pages accepts at most ${HEADERS_FILE_LIMITS.lineLength} per line`,
        );
      }
    }
  }
}

/** `_headers` text for the rules; `comment` lines go first, each prefixed with `# `. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  validate(rules);
  const head = comment.map((line) => `# ${line}`.trimEnd());
  const blocks = rules.map((rule) =>
    [rule.path, ...rule.headers.map(([n, v]) => `${INDENT}${n}: ${v}`)].join('\n'),
  );
  return `${[...head, ...(head.length ? [''] : []), blocks.join('\n\n')].join('\n')}\n`;
}

/** Reads `_headers` text: blank lines and `#` comments are skipped; a header line before any path is an error. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: { path: string; headers: Header[] }[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      rules.push({ path: line, headers: [] });
      return;
    }
    const current = rules.at(-1);
    const colon = line.indexOf(':');
    if (!current || colon <= 0) {
      throw new HeadersFileError(
        `_headers line ${i + 1}: expected "Name: value" under a path, got "${line}"`,
      );
    }
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  validate(rules);
  return rules;
}

/** The regular expression a rule's path pattern stands for (whole path, case-sensitive). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers a request path gets: every matching rule applies, in file order;
 * a header named by more than one matching rule gets their values joined with
 * ", " (what Netlify and Cloudflare Pages do).
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Header[] {
  const merged = new Map<string, { name: string; values: string[] }>();
  for (const rule of rules) {
    if (!patternRegExp(rule.path).test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const entry = merged.get(key) ?? { name, values: [] };
      entry.values.push(value);
      merged.set(key, entry);
    }
  }
  return [...merged.values()].map(({ name, values }) => [name, values.join(', ')] as const);
}

/** A `_headers` path pattern as a Vercel `source` (path-to-regexp): the splat becomes `(.*)`. */
export function vercelSource(pattern: string): string {
  return pattern.replace(/\*/g, '(.*)');
}

/** `vercel.json` text carrying the same rules under `headers`. */
export function formatVercelJson(rules: readonly HeaderRule[]): string {
  validate(rules);
  const headers = rules.map((rule) => ({
    source: vercelSource(rule.path),
    headers: rule.headers.map(([key, value]) => ({ key, value })),
  }));
  return `${JSON.stringify({ headers }, null, 2)}\n`;
}
