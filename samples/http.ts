/**
 * Reads the REST requests the site shows (cURL in shell blocks, `fetch`/axios calls in TypeScript and JavaScript
 * blocks, `requests` calls in Python blocks) and checks each one sent to a REST service host against the project's
 * OpenAPI description of that service with openapi/validate.ts (which the docs MCP server's validate_rest shares):
 * host, method and path, path and query parameters, the top-level fields of a literal JSON body (and their types
 * when the whole body is JSON), and the kind of token in the Authorization header. GraphQL hosts have their own
 * checks.
 *
 * Token naming rule: a sample names the token it sends after its kind, so a reader (and this check) can tell a
 * Developer JWT from a Vehicle JWT. The Authorization header's value, or the headers object it comes from, names
 * `VEHICLE_JWT` / `vehicleJwt` / `vehicle_jwt` for a Vehicle JWT, and `DEVELOPER_JWT` / `developerJwt` /
 * `developer_jwt` (or `dev_jwt`, as the Python SDK's `get_dev_jwt` has it) for a Developer JWT.
 */
import ts from 'typescript';

import { SERVICES, type TokenKind } from '../openapi';
import { checkRestRequest, type RequestBody } from '../openapi/validate';
import { where, type Sample } from './blocks';

export const TOKEN_NAMES: Record<Exclude<TokenKind, 'none'>, RegExp> = {
  vehicle: /vehicle_?jwt/i,
  developer: /dev(?:eloper)?_?jwt/i,
};

const NAMING_RULE =
  'name it after its kind: VEHICLE_JWT / vehicleJwt / vehicle_jwt for a Vehicle JWT, ' +
  'DEVELOPER_JWT / developerJwt / developer_jwt (or dev_jwt) for a Developer JWT';

export const SHELL_LANGS = ['bash', 'sh', 'shell', 'zsh'];
export const SCRIPT_LANGS = ['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript'];
export const PYTHON_LANGS = ['python', 'py'];

const REST_HOSTS = SERVICES.flatMap((s) => [s.production, s.development]);
const REST_HOST = new RegExp(
  `(?:^|[^\\w.-])(${REST_HOSTS.map((h) => h.replace(/\./g, '\\.')).join('|')})(?![\\w.-])`,
);

/** Whether a URL (or any text) names one of the five REST service hosts. */
export function mentionsRestHost(text: string): boolean {
  return REST_HOST.test(text);
}

export type Tool = 'curl' | 'fetch' | 'axios' | 'requests';

export type Body = RequestBody;

export interface HttpRequest {
  sample: Sample;
  /** Page line the call starts on. */
  line: number;
  tool: Tool;
  /** Upper case; undefined when the sample does not write it literally. */
  method?: string;
  /** The URL, with what the sample fills in at run time written `${name}`. */
  url: string;
  /**
   * The Authorization header: its value with run-time parts as `${name}` (`literal`), or the source text of the
   * headers object it comes from (an SDK's `developerJwt.headers`).
   */
  authorization?: { text: string; literal: boolean };
  /** Query parameter names sent outside the URL (`params=`, `-G --data-urlencode`); `opaque` when unreadable. */
  query: { names: string[]; opaque: boolean };
  body: Body;
}

/** `docs/page.mdx:42` for a request: the line of the call on the page. */
export function requestWhere(r: HttpRequest): string {
  return `${r.sample.file}:${r.line}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Literal scanning shared by the shell, JSON and Python readers.

/** Index after the string literal that starts at `i` (quote char at `i`), Python triple quotes included. */
function skipString(text: string, i: number): number {
  const q = text[i]!;
  const triple = text.startsWith(q.repeat(3), i);
  const close = triple ? q.repeat(3) : q;
  let j = i + close.length;
  while (j < text.length) {
    if (text[j] === '\\') j += 2;
    else if (text.startsWith(close, j)) return j + close.length;
    else if (!triple && text[j] === '\n' && q !== '`') return j;
    else j++;
  }
  return j;
}

/** Splits at `sep` where no bracket or string is open. */
export function splitTopLevel(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') {
      i = skipString(text, i) - 1;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      parts.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** Index of the bracket closing the one at `open`. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === '`') i = skipString(text, i) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c) && --depth === 0) return i;
  }
  return text.length;
}

/** The value of a quoted key (`"name"` or `'name'`), or undefined when the key is not a plain string literal. */
function quotedKey(text: string): string | undefined {
  const m = /^(["'])((?:(?!\1)[^\\]|\\.)*)\1$/.exec(text.trim());
  return m?.[2];
}

/**
 * The top-level entries of a JSON object or Python dict literal, as key → value text. Undefined when the text is
 * not such a literal, or an entry cannot be read (`**rest`, a computed key): then its fields are unknown.
 */
export function dictEntries(text: string): Map<string, string> | undefined {
  const t = text.trim();
  if (!t.startsWith('{') || closingBracket(t, 0) !== t.length - 1) return undefined;
  const out = new Map<string, string>();
  for (const entry of splitTopLevel(t.slice(1, -1), ',')) {
    const [key, ...rest] = splitTopLevel(entry, ':');
    const name = key === undefined ? undefined : quotedKey(key);
    if (name === undefined || rest.length === 0) return undefined;
    out.set(name, entry.slice(entry.indexOf(':') + 1).trim());
  }
  return out;
}

function bodyOfJsonText(text: string): Body {
  try {
    return { kind: 'json', value: JSON.parse(text) as unknown };
  } catch {
    // Shell variables spliced into the JSON: read the keys without parsing the values.
    const entries = /\$\{?\w/.test(text) ? dictEntries(text) : undefined;
    if (entries) return { kind: 'fields', fields: [...entries.keys()] };
    return {
      kind: 'invalid',
      reason: `the body is not valid JSON: ${text.replace(/\s+/g, ' ').slice(0, 80)}`,
    };
  }
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length - 1;
}

// ---------------------------------------------------------------------------------------------------------------
// cURL

const OPERATOR = '\u0000';

/** Shell words of one command line: quotes removed, `$VAR` kept as written, operators as OPERATOR. */
function shellWords(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let inWord = false;
  const flush = () => {
    if (inWord) out.push(cur);
    cur = '';
    inWord = false;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      cur += line.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? line.length : end;
      inWord = true;
    } else if (c === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === '\\' && '"\\$`'.includes(line[j + 1] ?? '')) j++;
        cur += line[j];
      }
      i = j;
      inWord = true;
    } else if (c === '\\' && i + 1 < line.length) {
      cur += line[++i];
      inWord = true;
    } else if (/\s/.test(c)) {
      flush();
    } else if (c === '#' && !inWord) {
      break;
    } else if (';|&<>'.includes(c)) {
      flush();
      out.push(OPERATOR);
    } else {
      cur += c;
      inWord = true;
    }
  }
  flush();
  return out;
}

/** Whether a shell line ends inside single or double quotes. */
function quoteOpen(line: string): boolean {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      if (c === "'") quote = '';
    } else if (quote === '"') {
      if (c === '\\') i++;
      else if (c === '"') quote = '';
    } else if (c === '\\') i++;
    else if (c === "'" || c === '"') quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) break;
  }
  return quote !== '';
}

const CURL_WITH_ARGUMENT = new Set(
  (
    '-X --request -H --header -d --data --data-raw --data-binary --data-ascii --data-urlencode --json -F --form ' +
    '-o --output -u --user -w --write-out -m --max-time --connect-timeout -A --user-agent -e --referer -b ' +
    '--cookie -c --cookie-jar --retry -T --upload-file --url -x --proxy --resolve -r --range --cacert --cert'
  ).split(' '),
);

function substituteShell(text: string, vars: Map<string, string>): string {
  return text.replace(/\$\{?(\w+)\}?/g, (m, name: string) => vars.get(name) ?? m);
}

/** Every curl command of a shell block, joined across `\` line ends. */
export function curlRequests(sample: Sample): HttpRequest[] {
  const lines = sample.value.split('\n');
  const vars = new Map<string, string>();
  const out: HttpRequest[] = [];
  for (let i = 0; i < lines.length; i++) {
    const start = i;
    let command = lines[i]!;
    // A command goes on over a `\` line end, and over line breaks inside quotes (a multi-line JSON body).
    while (i + 1 < lines.length) {
      if (/\\\s*$/.test(command)) command = command.replace(/\\\s*$/, ' ') + lines[++i];
      else if (quoteOpen(command)) command += '\n' + lines[++i];
      else break;
    }
    const words = shellWords(command);
    const assignment = /^(?:export\s+)?(\w+)=/.exec(command.trim());
    if (assignment && words.length >= 1) {
      const value = words[assignment[0].startsWith('export') ? 1 : 0]!.slice(assignment[1]!.length + 1);
      vars.set(assignment[1]!, substituteShell(value, vars));
    }
    for (let w = 0; w < words.length; w++) {
      if (words[w] !== 'curl') continue;
      const end = words.indexOf(OPERATOR, w);
      const args = words.slice(w + 1, end < 0 ? undefined : end);
      const request = curlRequest(sample, sample.line + 1 + start, args, vars);
      if (request) out.push(request);
    }
  }
  return out;
}

function curlRequest(
  sample: Sample,
  line: number,
  args: string[],
  vars: Map<string, string>,
): HttpRequest | null {
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  let json = false;
  let form = false;
  const headers: string[] = [];
  const data: { flag: string; value: string }[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    const takesArgument = CURL_WITH_ARGUMENT.has(a);
    const value = takesArgument ? (args[++i] ?? '') : '';
    if (a === '-X' || a === '--request') method = value.toUpperCase();
    else if (/^-X[A-Z]+$/.test(a)) method = a.slice(2);
    else if (a === '-H' || a === '--header') headers.push(value);
    else if (a === '--json') {
      json = true;
      data.push({ flag: a, value });
    } else if (a.startsWith('-d') || a.startsWith('--data')) data.push({ flag: a, value });
    else if (a === '-F' || a === '--form') form = true;
    else if (a === '-G' || a === '--get') get = true;
    else if (a === '--url') url = value;
    else if (!a.startsWith('-') && url === undefined) url = a;
  }
  if (url === undefined) return null;
  url = substituteShell(url, vars);
  const hasData = data.length > 0 || form;
  const request: HttpRequest = {
    sample,
    line,
    tool: 'curl',
    method: method ?? (json || (hasData && !get) ? 'POST' : 'GET'),
    url,
    query: { names: [], opaque: false },
    body: { kind: 'none' },
  };
  const auth = headers.find((h) => /^\s*authorization\s*:/i.test(h));
  if (auth) request.authorization = { text: auth.slice(auth.indexOf(':') + 1).trim(), literal: true };
  if (get) {
    for (const d of data)
      for (const pair of d.value.split('&')) {
        const name = pair.split('=')[0]!;
        if (name.startsWith('@') || name.includes('$')) request.query.opaque = true;
        else request.query.names.push(name);
      }
  } else if (
    form ||
    data.some((d) => d.flag === '--data-urlencode' || d.value.startsWith('@')) ||
    data.length > 1
  ) {
    request.body = { kind: 'opaque' };
  } else if (data[0]) {
    request.body = bodyOfJsonText(data[0].value);
  }
  return request;
}

// ---------------------------------------------------------------------------------------------------------------
// fetch and axios (TypeScript / JavaScript)

/** Top-level and nested `const x = …` declarations, for following a name to its value. */
function declarations(sf: ts.SourceFile): Map<string, ts.Expression> {
  const out = new Map<string, ts.Expression>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      out.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function unwrap(e: ts.Expression): ts.Expression {
  let x = e;
  while (
    ts.isParenthesizedExpression(x) ||
    ts.isAsExpression(x) ||
    ts.isNonNullExpression(x) ||
    ts.isAwaitExpression(x)
  )
    x = x.expression;
  return x;
}

class ScriptReader {
  constructor(
    private readonly sf: ts.SourceFile,
    private readonly decls: Map<string, ts.Expression>,
  ) {}

  private resolve(e: ts.Expression, depth = 0): ts.Expression {
    const x = unwrap(e);
    if (depth < 5 && ts.isIdentifier(x)) {
      const init = this.decls.get(x.text);
      if (init) return this.resolve(init, depth + 1);
    }
    return x;
  }

  /** A string expression's value, run-time parts written `${…}`; undefined when it is not a string. */
  text(e: ts.Expression, depth = 0): string | undefined {
    const x = unwrap(e);
    if (ts.isStringLiteral(x) || ts.isNoSubstitutionTemplateLiteral(x)) return x.text;
    if (ts.isTemplateExpression(x)) {
      let s = x.head.text;
      for (const span of x.templateSpans)
        s +=
          (this.text(span.expression, depth + 1) ?? `\${${span.expression.getText(this.sf)}}`) +
          span.literal.text;
      return s;
    }
    if (ts.isBinaryExpression(x) && x.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const l = this.text(x.left, depth + 1);
      const r = this.text(x.right, depth + 1);
      if (l === undefined && r === undefined) return undefined;
      return (l ?? `\${${x.left.getText(this.sf)}}`) + (r ?? `\${${x.right.getText(this.sf)}}`);
    }
    if (depth < 5 && ts.isIdentifier(x)) {
      const init = this.decls.get(x.text);
      return init ? this.text(init, depth + 1) : undefined;
    }
    return undefined;
  }

  object(e: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
    if (!e) return undefined;
    const x = this.resolve(e);
    return ts.isObjectLiteralExpression(x) ? x : undefined;
  }

  property(obj: ts.ObjectLiteralExpression | undefined, name: string): ts.Expression | undefined {
    for (const p of obj?.properties ?? []) {
      const key = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
      if (key?.toLowerCase() !== name.toLowerCase()) continue;
      if (ts.isPropertyAssignment(p)) return p.initializer;
      if (ts.isShorthandPropertyAssignment(p)) return p.name;
    }
    return undefined;
  }

  /** Top-level property names of an object literal; undefined when a spread or computed key hides some. */
  names(obj: ts.ObjectLiteralExpression): string[] | undefined {
    const out: string[] = [];
    for (const p of obj.properties) {
      if (!p.name || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) return undefined;
      out.push(p.name.text);
    }
    return out;
  }

  authorization(headers: ts.Expression | undefined): HttpRequest['authorization'] {
    if (!headers) return undefined;
    const obj = this.object(headers);
    if (!obj) return { text: headers.getText(this.sf), literal: false };
    const value = this.property(obj, 'authorization');
    if (value) {
      const literal = this.text(value);
      return literal !== undefined
        ? { text: literal, literal: true }
        : { text: value.getText(this.sf), literal: false };
    }
    const spreads = obj.properties.filter(ts.isSpreadAssignment);
    for (const s of spreads) {
      const inner = this.authorization(s.expression);
      if (inner) return inner;
    }
    return undefined;
  }

  body(data: ts.Expression | undefined, stringified: boolean): Body {
    if (!data) return { kind: 'none' };
    let e = unwrap(data);
    if (stringified) {
      const x = this.resolve(e);
      const isStringify =
        ts.isCallExpression(x) &&
        x.expression.getText(this.sf) === 'JSON.stringify' &&
        x.arguments[0] !== undefined;
      if (!isStringify) return { kind: 'opaque' };
      e = x.arguments[0]!;
    }
    const obj = this.object(e);
    const names = obj && this.names(obj);
    return names ? { kind: 'fields', fields: names } : { kind: 'opaque' };
  }
}

const AXIOS_METHODS = ['get', 'delete', 'head', 'options', 'post', 'put', 'patch'];

/** Every `fetch(…)` and axios call of a TypeScript or JavaScript block whose URL the block spells out. */
export function scriptRequests(sample: Sample): HttpRequest[] {
  const jsx = ['tsx', 'jsx'].includes(sample.lang);
  const sf = ts.createSourceFile(
    jsx ? 'sample.tsx' : 'sample.ts',
    sample.value,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const r = new ScriptReader(sf, declarations(sf));
  const out: HttpRequest[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      const [a0, a1, a2] = node.arguments;
      let url: string | undefined;
      let method: string | undefined;
      let config: ts.ObjectLiteralExpression | undefined;
      let body: Body = { kind: 'none' };
      let tool: Tool | undefined;
      if (callee === 'fetch' || callee === 'globalThis.fetch') {
        tool = 'fetch';
        url = a0 && r.text(a0);
        config = r.object(a1);
        const m = r.property(config, 'method');
        method = m ? r.text(m)?.toUpperCase() : 'GET';
        body = r.body(r.property(config, 'body'), true);
      } else if (/^axios\.\w+$/.test(callee) && AXIOS_METHODS.includes(callee.slice(6))) {
        tool = 'axios';
        method = callee.slice(6).toUpperCase();
        url = a0 && r.text(a0);
        const withData = ['post', 'put', 'patch'].includes(callee.slice(6));
        config = r.object(withData ? a2 : a1);
        body = withData ? r.body(a1, false) : { kind: 'none' };
      } else if (callee === 'axios' || callee === 'axios.request') {
        tool = 'axios';
        const urlFirst = a1 !== undefined || (a0 !== undefined && r.text(a0) !== undefined);
        config = r.object(urlFirst ? a1 : a0);
        const u = urlFirst ? a0 : r.property(config, 'url');
        url = u && r.text(u);
        const m = r.property(config, 'method');
        method = m ? r.text(m)?.toUpperCase() : 'GET';
        body = r.body(r.property(config, 'data'), false);
      }
      if (tool && url !== undefined) {
        const request: HttpRequest = {
          sample,
          line: sample.line + 1 + sf.getLineAndCharacterOfPosition(node.getStart(sf)).line,
          tool,
          method,
          url,
          authorization: r.authorization(r.property(config, 'headers')),
          query: { names: [], opaque: false },
          body,
        };
        const params = r.property(config, 'params');
        if (params) {
          const obj = r.object(params);
          const names = obj && r.names(obj);
          request.query = names ? { names, opaque: false } : { names: [], opaque: true };
        }
        out.push(request);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// requests (Python)

/** The expression assigned to `name` in a Python block (`name = …`, to the end of its brackets). */
function pythonAssignment(code: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\n)[ \\t]*${name}[ \\t]*=(?!=)[ \\t]*`).exec(code);
  if (!m) return undefined;
  const start = m.index + m[0].length;
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i]!;
    if (c === '"' || c === "'") i = skipString(code, i) - 1;
    else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === '\n' && depth === 0) return code.slice(start, i).trim();
  }
  return code.slice(start).trim();
}

/** A Python string expression's value (literals, f-strings, `+`, names), run-time parts as `${…}`. */
function pythonText(code: string, expr: string, depth = 0): string | undefined {
  const e = expr.trim();
  if (/^[A-Za-z_]\w*$/.test(e))
    return depth < 5 ? pythonText(code, pythonAssignment(code, e) ?? '', depth + 1) : undefined;
  const parts = splitTopLevel(e, '+');
  if (parts.length > 1) {
    const texts = parts.map((p) => pythonText(code, p, depth + 1) ?? `\${${p}}`);
    return texts.some((t, i) => t !== `\${${parts[i]}}`) ? texts.join('') : undefined;
  }
  let out = '';
  let i = 0;
  let found = false;
  while (i < e.length) {
    const m = /^([rRbBfFuU]{0,2})(["'])/.exec(e.slice(i));
    if (!m) return /^\s*$/.test(e.slice(i)) && found ? out : undefined;
    const prefix = m[1]!.toLowerCase();
    const start = i + m[1]!.length;
    const end = skipString(e, start);
    const quote = e.startsWith(m[2]!.repeat(3), start) ? 3 : 1;
    let body = e.slice(start + quote, end - quote);
    if (prefix.includes('f'))
      // `{BASE}` naming a string the block assigns is inlined; anything else stays a run-time part.
      body = body.replace(/\{\{|\}\}|\{([^{}]+)\}/g, (all, inner?: string) =>
        inner === undefined
          ? all[0]!
          : ((/^[A-Za-z_]\w*$/.test(inner) ? pythonText(code, inner, depth + 1) : undefined) ??
            `\${${inner}}`),
      );
    out += body;
    found = true;
    i = end;
    while (/\s/.test(e[i] ?? '')) i++;
  }
  return found ? out : undefined;
}

/** A dict literal, or a name assigned one. */
function pythonDict(code: string, expr: string, depth = 0): Map<string, string> | undefined {
  const e = expr.trim();
  if (/^[A-Za-z_]\w*$/.test(e) && depth < 5)
    return pythonDict(code, pythonAssignment(code, e) ?? '', depth + 1);
  return dictEntries(e);
}

const REQUESTS_CALL = /\brequests\.(get|post|put|delete|patch|head|request)\s*\(/g;

/** Every `requests.<method>(…)` call of a Python block. */
export function pythonRequests(sample: Sample): HttpRequest[] {
  const code = sample.value;
  const out: HttpRequest[] = [];
  for (const m of code.matchAll(REQUESTS_CALL)) {
    const open = m.index + m[0].length - 1;
    const args = splitTopLevel(code.slice(open + 1, closingBracket(code, open)), ',');
    const positional: string[] = [];
    const keywords = new Map<string, string>();
    for (const a of args) {
      const kw = /^(\w+)\s*=(?!=)/.exec(a);
      if (kw) keywords.set(kw[1]!, a.slice(kw[0].length).trim());
      else positional.push(a);
    }
    let method: string | undefined = m[1]!.toUpperCase();
    if (method === 'REQUEST') {
      const given = positional.shift() ?? keywords.get('method');
      method = given ? pythonText(code, given)?.toUpperCase() : undefined;
    }
    const urlExpr = positional[0] ?? keywords.get('url');
    const url = urlExpr === undefined ? undefined : pythonText(code, urlExpr);
    if (url === undefined) continue;
    const request: HttpRequest = {
      sample,
      line: sample.line + 1 + lineAt(code, m.index),
      tool: 'requests',
      method,
      url,
      query: { names: [], opaque: false },
      body: { kind: 'none' },
    };
    const headers = keywords.get('headers');
    if (headers !== undefined) {
      const dict = pythonDict(code, headers);
      const key = dict && [...dict.keys()].find((k) => k.toLowerCase() === 'authorization');
      if (!dict) request.authorization = { text: headers, literal: false };
      else if (key !== undefined) {
        const value = dict.get(key)!;
        const text = pythonText(code, value);
        request.authorization =
          text !== undefined ? { text, literal: true } : { text: value, literal: false };
      }
    }
    const params = keywords.get('params');
    if (params !== undefined) {
      const dict = pythonDict(code, params);
      request.query = dict ? { names: [...dict.keys()], opaque: false } : { names: [], opaque: true };
    }
    const json = keywords.get('json');
    const data = keywords.get('data');
    if (json !== undefined) {
      const dict = pythonDict(code, json);
      request.body = dict ? { kind: 'fields', fields: [...dict.keys()] } : { kind: 'opaque' };
    } else if (data !== undefined) {
      request.body = { kind: 'opaque' };
    }
    out.push(request);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Checking

/** Every request a block shows, whatever its host. */
export function requestsOf(sample: Sample): HttpRequest[] {
  if (SHELL_LANGS.includes(sample.lang)) return curlRequests(sample);
  if (SCRIPT_LANGS.includes(sample.lang)) return scriptRequests(sample);
  if (PYTHON_LANGS.includes(sample.lang)) return pythonRequests(sample);
  return [];
}

/** The requests a block sends to the five REST service hosts. */
export function restRequestsOf(sample: Sample): HttpRequest[] {
  return requestsOf(sample).filter((r) => mentionsRestHost(r.url));
}

/** Which token a header names, by the naming rule; undefined when it names neither or both. */
export function tokenKindOf(text: string): Exclude<TokenKind, 'none'> | undefined {
  const vehicle = TOKEN_NAMES.vehicle.test(text);
  const developer = TOKEN_NAMES.developer.test(text);
  return vehicle === developer ? undefined : vehicle ? 'vehicle' : 'developer';
}

/** What is wrong with one request, each as a sentence; empty when it matches its operation. */
export function checkRequest(r: HttpRequest): string[] {
  if (!r.method) return ['the method is not written literally, so the request cannot be checked'];
  const auth = r.authorization;
  const kind = auth && tokenKindOf(auth.text);
  const { operation, problems } = checkRestRequest({
    method: r.method,
    url: r.url,
    query: r.query,
    body: r.body,
    token: !auth ? 'none' : (kind ?? 'unrecognised'),
    tokenText: auth?.text,
    templated: true,
  });
  const out = problems.map((p) => p.message);
  // The naming rule and the header's form are the samples' own conventions, so they are checked here.
  if (operation && operation.token !== 'none' && auth) {
    if (!kind)
      out.push(`cannot tell which token the Authorization header carries (\`${auth.text}\`): ${NAMING_RULE}`);
    if (auth.literal && !/^Bearer \S/.test(auth.text))
      out.push(`the Authorization header must be \`Bearer <token>\`, not \`${auth.text}\``);
  }
  return out;
}

export interface Finding {
  /** `docs/page.mdx:42`. */
  where: string;
  message: string;
}

/**
 * Every REST request of the given blocks, checked. A block that names a REST host but shows no request the reader
 * can follow is reported too, so a sample cannot slip past the check by being written in a form it does not read.
 */
export function checkSamples(samples: Sample[]): { requests: HttpRequest[]; findings: Finding[] } {
  const requests: HttpRequest[] = [];
  const findings: Finding[] = [];
  for (const sample of samples) {
    if (![...SHELL_LANGS, ...SCRIPT_LANGS, ...PYTHON_LANGS].includes(sample.lang)) continue;
    const found = restRequestsOf(sample);
    requests.push(...found);
    if (found.length === 0 && mentionsRestHost(sample.value))
      findings.push({
        where: where(sample),
        message:
          'names a REST service host but shows no request the HTTP check can read (curl, fetch, axios, requests)',
      });
    for (const r of found)
      for (const message of checkRequest(r))
        findings.push({
          where: requestWhere(r),
          message: `${r.tool} ${r.method ?? '?'} ${r.url}: ${message}`,
        });
  }
  return { requests, findings };
}
