/**
 * Browser-safe, no dependencies: what Try it's body editor knows of the
 * operation's JSON Schema. It parses the body with positions, checks it
 * against the schema (types, required and unknown properties, enum values,
 * bounds), and says what may be typed at the cursor (property names, enum
 * values). The subset of JSON Schema 2020-12 the project's OpenAPI files use:
 * type (one or a list), properties, required, additionalProperties, items,
 * enum, const, allOf, anyOf, oneOf, minimum, maximum, minLength, maxLength,
 * pattern, examples, default, description.
 */
import type { JsonSchema } from './operation';

// ------------------------------------------------------------------ parsing ---

interface Span {
  from: number;
  to: number;
}

export type JsonNode =
  | (Span & { kind: 'object'; entries: { key: string; keySpan: Span; value: JsonNode }[] })
  | (Span & { kind: 'array'; items: JsonNode[] })
  | (Span & { kind: 'string'; value: string })
  | (Span & { kind: 'number'; value: number })
  | (Span & { kind: 'boolean'; value: boolean })
  | (Span & { kind: 'null' });

export type ParsedJson = { ok: true; node: JsonNode } | { ok: false; at: number; message: string };

class JsonSyntaxError extends Error {
  constructor(
    readonly at: number,
    message: string,
  ) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\\n]|\\.)*"/y;

/** Parses JSON as JSON.parse does, keeping where each value and property name is. */
export function parseJson(text: string): ParsedJson {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (message: string): never => {
    throw new JsonSyntaxError(i, message);
  };
  const string = (): Span & { value: string } => {
    STRING.lastIndex = i;
    const m = STRING.exec(text);
    if (!m) return fail('A string is not closed with " on its line.');
    let value: string;
    try {
      value = JSON.parse(m[0]) as string;
    } catch {
      return fail('A string holds a control character or an escape JSON does not know.');
    }
    const from = i;
    i += m[0].length;
    return { from, to: i, value };
  };
  const value = (): JsonNode => {
    space();
    const from = i;
    const c = text[i];
    if (c === '{') {
      i++;
      const entries: { key: string; keySpan: Span; value: JsonNode }[] = [];
      space();
      if (text[i] === '}') {
        i++;
        return { kind: 'object', from, to: i, entries };
      }
      for (;;) {
        space();
        if (text[i] !== '"') fail('Expected a property name in double quotes.');
        const key = string();
        space();
        if (text[i] !== ':') fail(`Expected ":" after "${key.value}".`);
        i++;
        entries.push({ key: key.value, keySpan: { from: key.from, to: key.to }, value: value() });
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') {
          i++;
          return { kind: 'object', from, to: i, entries };
        }
        fail('Expected "," or "}" after a property.');
      }
    }
    if (c === '[') {
      i++;
      const items: JsonNode[] = [];
      space();
      if (text[i] === ']') {
        i++;
        return { kind: 'array', from, to: i, items };
      }
      for (;;) {
        items.push(value());
        space();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') {
          i++;
          return { kind: 'array', from, to: i, items };
        }
        fail('Expected "," or "]" after an item.');
      }
    }
    if (c === '"') return { kind: 'string', ...string() };
    for (const [word, node] of [
      ['true', { kind: 'boolean', value: true }],
      ['false', { kind: 'boolean', value: false }],
      ['null', { kind: 'null' }],
    ] as const) {
      if (text.startsWith(word, i)) {
        i += word.length;
        return { ...node, from, to: i } as JsonNode;
      }
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return { kind: 'number', from, to: i, value: Number(m[0]) };
    }
    return fail(i >= text.length ? 'The JSON ends too early.' : 'Expected a value.');
  };
  try {
    const node = value();
    space();
    if (i < text.length) fail('Unexpected text after the JSON value.');
    return { ok: true, node };
  } catch (e) {
    if (e instanceof JsonSyntaxError)
      return { ok: false, at: Math.min(e.at, text.length), message: e.message };
    throw e;
  }
}

// ------------------------------------------------------------------- schema ---

type Schema = JsonSchema | boolean;

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function asSchema(v: unknown): Schema | undefined {
  return typeof v === 'boolean' || isObject(v) ? (v as Schema) : undefined;
}

function schemaList(v: unknown): JsonSchema[] {
  return Array.isArray(v) ? v.filter(isObject) : [];
}

/** A schema with its `allOf` parts merged in: properties, required, types, enum and bounds. */
export function flatten(schema: JsonSchema): JsonSchema {
  const parts = schemaList(schema.allOf);
  if (parts.length === 0) return schema;
  const merged: JsonSchema = { ...schema };
  delete merged.allOf;
  for (const raw of parts) {
    const part = flatten(raw);
    for (const [k, v] of Object.entries(part)) {
      if (k === 'properties' && isObject(v))
        merged.properties = { ...(isObject(merged.properties) ? merged.properties : {}), ...v };
      else if (k === 'required' && Array.isArray(v))
        merged.required = [...new Set([...(Array.isArray(merged.required) ? merged.required : []), ...v])];
      else if (!(k in merged)) merged[k] = v;
    }
  }
  return merged;
}

/** The JSON types a schema allows; empty when it allows any. */
export function typesOf(schema: JsonSchema): string[] {
  const s = flatten(schema);
  if (typeof s.type === 'string') return [s.type];
  if (Array.isArray(s.type)) return s.type.filter((t): t is string => typeof t === 'string');
  if (s.properties !== undefined) return ['object'];
  if (s.items !== undefined) return ['array'];
  return [];
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function kindWord(node: JsonNode): string {
  switch (node.kind) {
    case 'number':
      return Number.isInteger(node.value) ? 'an integer' : 'a number';
    case 'boolean':
      return node.value ? 'true' : 'false';
    case 'null':
      return 'null';
    default:
      return TYPE_WORDS[node.kind]!;
  }
}

function matchesType(node: JsonNode, type: string): boolean {
  if (type === 'integer') return node.kind === 'number' && Number.isInteger(node.value);
  return node.kind === type;
}

function plain(node: JsonNode): unknown {
  switch (node.kind) {
    case 'object':
      return Object.fromEntries(node.entries.map((e) => [e.key, plain(e.value)]));
    case 'array':
      return node.items.map(plain);
    case 'null':
      return null;
    default:
      return node.value;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `service`, `items[0].name`; the body itself is "the body". */
export function describePath(path: readonly (string | number)[]): string {
  if (path.length === 0) return 'The body';
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

/** A problem in the body text, at character offsets. */
export interface BodyProblem {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

/** The properties an object schema names, and whether it takes others. */
function objectShape(schema: JsonSchema): {
  properties: Record<string, Schema>;
  required: string[];
  extra: 'any' | 'none' | 'unnamed' | Schema;
} {
  const s = flatten(schema);
  const properties: Record<string, Schema> = {};
  if (isObject(s.properties))
    for (const [k, v] of Object.entries(s.properties)) {
      const sub = asSchema(v);
      if (sub !== undefined) properties[k] = sub;
    }
  const required = Array.isArray(s.required)
    ? s.required.filter((r): r is string => typeof r === 'string')
    : [];
  const additional = s.additionalProperties;
  // Without additionalProperties, JSON Schema allows other properties; the operation just does not describe
  // them, so they are worth a warning when the schema names its properties.
  const extra =
    additional === false
      ? 'none'
      : additional === true
        ? 'any'
        : isObject(additional)
          ? additional
          : Object.keys(properties).length > 0
            ? 'unnamed'
            : 'any';
  return { properties, required, extra };
}

function check(node: JsonNode, schema: Schema, path: (string | number)[], out: BodyProblem[]): void {
  if (schema === true) return;
  const at = (message: string, severity: BodyProblem['severity'] = 'error', span: Span = node): void => {
    out.push({ from: span.from, to: span.to, severity, message: `${describePath(path)}: ${message}` });
  };
  if (schema === false) return at('no value is allowed here.');
  const s = flatten(schema);

  const alternatives = [...schemaList(s.anyOf), ...schemaList(s.oneOf)];
  if (alternatives.length > 0) {
    const tries = alternatives.map((alt) => {
      const found: BodyProblem[] = [];
      check(node, alt, path, found);
      return found;
    });
    const best = tries.reduce((a, b) => (b.length < a.length ? b : a));
    out.push(...best);
    if (best.length > 0) return;
  }

  const types = typesOf(s);
  if (types.length > 0 && !types.some((t) => matchesType(node, t))) {
    return at(`expected ${types.map((t) => TYPE_WORDS[t] ?? t).join(' or ')}, got ${kindWord(node)}.`);
  }
  if (Array.isArray(s.enum) && !s.enum.some((v) => sameValue(v, plain(node)))) {
    return at(`must be one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  }
  if ('const' in s && !sameValue(s.const, plain(node))) return at(`must be ${JSON.stringify(s.const)}.`);

  if (node.kind === 'number') {
    if (typeof s.minimum === 'number' && node.value < s.minimum) at(`must be at least ${s.minimum}.`);
    if (typeof s.maximum === 'number' && node.value > s.maximum) at(`must be at most ${s.maximum}.`);
    if (typeof s.exclusiveMinimum === 'number' && node.value <= s.exclusiveMinimum)
      at(`must be more than ${s.exclusiveMinimum}.`);
    if (typeof s.exclusiveMaximum === 'number' && node.value >= s.exclusiveMaximum)
      at(`must be less than ${s.exclusiveMaximum}.`);
  }
  if (node.kind === 'string') {
    const length = [...node.value].length;
    if (typeof s.minLength === 'number' && length < s.minLength)
      at(`must be at least ${s.minLength} characters long.`);
    if (typeof s.maxLength === 'number' && length > s.maxLength)
      at(`must be at most ${s.maxLength} characters long.`);
    if (typeof s.pattern === 'string') {
      const re = patternRegExp(s.pattern);
      if (re && !re.test(node.value)) at(`does not match the pattern ${s.pattern}.`);
    }
  }
  if (node.kind === 'array') {
    const items = asSchema(s.items);
    if (items !== undefined) node.items.forEach((item, i) => check(item, items, [...path, i], out));
  }
  if (node.kind === 'object') {
    const shape = objectShape(s);
    const seen = new Set<string>();
    for (const entry of node.entries) {
      const where = [...path, entry.key];
      if (seen.has(entry.key))
        out.push({
          ...entry.keySpan,
          severity: 'warning',
          message: `${describePath(where)}: written twice; the last value counts.`,
        });
      seen.add(entry.key);
      const known = shape.properties[entry.key];
      if (known !== undefined) check(entry.value, known, where, out);
      else if (shape.extra === 'none')
        out.push({
          ...entry.keySpan,
          severity: 'error',
          message: `${describePath(where)}: not a property of ${describePath(path).replace(/^The body$/, 'the body')}; ${namesOf(shape.properties)}.`,
        });
      else if (shape.extra === 'unnamed')
        out.push({
          ...entry.keySpan,
          severity: 'warning',
          message: `${describePath(where)}: not a property this operation describes; ${namesOf(shape.properties)}.`,
        });
      else if (shape.extra !== 'any') check(entry.value, shape.extra, where, out);
    }
    const missing = shape.required.filter((r) => !seen.has(r));
    if (missing.length > 0) {
      // Marked on the opening brace: the whole object would underline everything inside it.
      const brace = { from: node.from, to: node.from + 1 };
      at(
        `missing required ${missing.length === 1 ? 'property' : 'properties'} ${missing.map((m) => `"${m}"`).join(', ')}.`,
        'error',
        brace,
      );
    }
  }
}

function namesOf(properties: Record<string, Schema>): string {
  const names = Object.keys(properties);
  return names.length === 0 ? 'it takes none' : `it takes ${names.map((n) => `"${n}"`).join(', ')}`;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * The problems of a body against its schema: a syntax error alone when the
 * text is not JSON (never quoting the text, which may hold a secret), else
 * every mismatch. Empty text is no problem here: whether a body is needed is
 * the form's check.
 */
export function validateBody(text: string, schema: JsonSchema): BodyProblem[] {
  if (text.trim() === '') return [];
  const parsed = parseJson(text);
  if (!parsed.ok) {
    const { line, column } = lineColumn(text, parsed.at);
    const from = Math.min(parsed.at, Math.max(0, text.length - 1));
    return [
      {
        from,
        to: Math.min(text.length, from + 1),
        severity: 'error',
        message: `Not valid JSON (line ${line}, column ${column}): ${parsed.message}`,
      },
    ];
  }
  const out: BodyProblem[] = [];
  check(parsed.node, schema, [], out);
  return out.sort((a, b) => a.from - b.from);
}

// --------------------------------------------------------------- completion ---

/** Where the cursor is, for completion: a property name or a value, at which path. */
export interface CompletionContext {
  at: 'key' | 'value';
  path: (string | number)[];
  /**
   * The text from `from` to `to` is replaced by a completion's `insert`: what is typed of a name or value
   * and the rest of it up to its closing quote. After an opening quote, `from` is past it.
   */
  from: number;
  to: number;
  /** Whether the cursor is inside quotes: the completion then brings the closing quote only. */
  quoted: boolean;
  /** Whether a colon already follows the property name being written. */
  colonAfter: boolean;
  /** Property names already in the object (for `at: 'key'`). */
  present: string[];
}

type Frame =
  | { kind: 'object'; state: 'key' | 'colon' | 'value' | 'comma'; key: string | undefined; keys: string[] }
  | { kind: 'array'; state: 'value' | 'comma'; index: number };

/**
 * Reads the text up to `pos` as far as JSON goes (it may be unfinished) and
 * says whether a property name or a value is being written there. Undefined
 * where nothing can be completed (after a value, before a colon).
 */
export function completionContext(text: string, pos: number): CompletionContext | undefined {
  const stack: Frame[] = [];
  let rootDone = false;
  const top = () => stack[stack.length - 1];
  const valueDone = () => {
    const t = top();
    if (!t) rootDone = true;
    else t.state = 'comma';
  };
  let i = 0;
  while (i < pos) {
    const c = text[i]!;
    if (' \t\n\r'.includes(c)) {
      i++;
      continue;
    }
    if (c === '"') {
      // A string closed before the cursor is a name or a value; one still open at the cursor is being typed.
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      if (j >= pos) return contextHere(text, stack, rootDone, i, pos);
      const t = top();
      let value: string;
      try {
        value = JSON.parse(text.slice(i, j + 1)) as string;
      } catch {
        value = text.slice(i + 1, j);
      }
      if (t?.kind === 'object' && t.state === 'key') {
        t.key = value;
        t.keys.push(value);
        t.state = 'colon';
      } else valueDone();
      i = j + 1;
      continue;
    }
    if (/[\w.+-]/.test(c)) {
      let j = i;
      while (j < text.length && /[\w.+-]/.test(text[j]!)) j++;
      if (j >= pos) return contextHere(text, stack, rootDone, i, pos);
      valueDone();
      i = j;
      continue;
    }
    const t = top();
    if (c === '{') stack.push({ kind: 'object', state: 'key', key: undefined, keys: [] });
    else if (c === '[') stack.push({ kind: 'array', state: 'value', index: 0 });
    else if (c === '}' || c === ']') {
      stack.pop();
      valueDone();
    } else if (c === ':' && t?.kind === 'object') t.state = 'value';
    else if (c === ',' && t?.kind === 'object') {
      t.state = 'key';
      t.key = undefined;
    } else if (c === ',' && t?.kind === 'array') {
      t.state = 'value';
      t.index++;
    }
    i++;
  }
  return contextHere(text, stack, rootDone, pos, pos);
}

function contextHere(
  text: string,
  stack: Frame[],
  rootDone: boolean,
  from: number,
  pos: number,
): CompletionContext | undefined {
  const path: (string | number)[] = [];
  for (const f of stack.slice(0, -1))
    if (f.kind === 'object') {
      if (f.key === undefined) return undefined;
      path.push(f.key);
    } else path.push(f.index);
  const t = stack[stack.length - 1];
  const quoted = from < pos && text[from] === '"';
  // Replace the rest of a name or value the cursor is in, up to its closing quote when it has one.
  const rest = quoted ? /^[^"\n]*"/.exec(text.slice(pos)) : /^[\w.+-]*/.exec(text.slice(pos));
  const to = pos + (rest ? rest[0].length : 0);
  const colonAfter = /^\s*:/.test(text.slice(to));
  const base = { from: quoted ? from + 1 : from, to, quoted, colonAfter, present: [] as string[] };
  if (!t) return rootDone ? undefined : { ...base, at: 'value', path };
  if (t.kind === 'array')
    return t.state === 'value' ? { ...base, at: 'value', path: [...path, t.index] } : undefined;
  if (t.state === 'key') return { ...base, at: 'key', path, present: t.keys };
  if (t.state === 'value' && t.key !== undefined) return { ...base, at: 'value', path: [...path, t.key] };
  return undefined;
}

/** The schema that applies at a path; undefined where the schema says nothing. */
export function schemaAt(schema: JsonSchema, path: readonly (string | number)[]): JsonSchema | undefined {
  let s: JsonSchema | undefined = schema;
  for (const step of path) {
    if (!s) return undefined;
    const f = flatten(s);
    if (typeof step === 'number') s = isObject(f.items) ? f.items : undefined;
    else {
      const shape = objectShape(f);
      const next: Schema | undefined =
        shape.properties[step] ?? (typeof shape.extra === 'object' ? shape.extra : undefined);
      s = isObject(next) ? next : undefined;
    }
  }
  return s ? flatten(s) : undefined;
}

/** One suggestion of the body editor. */
export interface BodyCompletion {
  /** What the list shows. */
  label: string;
  /** What replaces the context's `from`–`to`. */
  insert: string;
  /** Type and whether required, e.g. `string · required`. */
  detail: string;
  /** The schema's description. */
  info: string | undefined;
  /** Rank in the list: required properties first, then the schema's own order (enum values too). */
  rank: number;
  kind: 'property' | 'enum' | 'keyword' | 'example';
  /** Whether, once inserted, a value list is worth opening (enum or boolean property). */
  hasChoices: boolean;
}

function typeLabel(schema: JsonSchema): string {
  const s = flatten(schema);
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  return typesOf(s).join(' | ') || 'any';
}

/** What may be typed at a context: property names of the object, or values of the property. */
export function completionsAt(schema: JsonSchema, ctx: CompletionContext): BodyCompletion[] {
  const here = schemaAt(schema, ctx.path);
  if (!here) return [];
  if (ctx.at === 'key') {
    const shape = objectShape(here);
    return Object.entries(shape.properties)
      .filter(([name]) => !ctx.present.includes(name))
      .map(([name, sub], index): BodyCompletion => {
        const s = isObject(sub) ? flatten(sub) : {};
        const required = shape.required.includes(name);
        return {
          rank: (required ? 0 : 1000) + index,
          label: name,
          insert: `${ctx.quoted ? '' : '"'}${JSON.stringify(name).slice(1)}${ctx.colonAfter ? '' : ': '}`,
          detail: `${typeLabel(s)}${required ? ' · required' : ''}`,
          info: typeof s.description === 'string' ? s.description : undefined,
          kind: 'property',
          hasChoices: Array.isArray(s.enum) || typesOf(s).includes('boolean'),
        };
      })
      .sort((a, b) => a.rank - b.rank);
  }
  const out: BodyCompletion[] = [];
  const seen = new Set<string>();
  const add = (value: unknown, kind: BodyCompletion['kind'], detail: string) => {
    const text = JSON.stringify(value);
    if (text === undefined || seen.has(text)) return;
    // Inside quotes only a string fits, and its opening quote is already typed.
    if (ctx.quoted && typeof value !== 'string') return;
    seen.add(text);
    const info = typeof here.description === 'string' ? here.description : undefined;
    const label = typeof value === 'string' ? value : text;
    out.push({
      label,
      insert: ctx.quoted ? text.slice(1) : text,
      detail,
      info,
      kind,
      hasChoices: false,
      rank: out.length,
    });
  };
  if (Array.isArray(here.enum)) for (const v of here.enum) add(v, 'enum', 'allowed value');
  else if (typesOf(here).includes('boolean')) for (const v of [true, false]) add(v, 'keyword', 'boolean');
  if ('default' in here) add(here.default, 'example', 'default');
  if (Array.isArray(here.examples)) for (const v of here.examples) add(v, 'example', 'example');
  return out;
}

/**
 * A starting body: the operation's example when it has one, else the
 * schema's required properties filled with their examples (or empty values
 * of their type); empty text when the body is not an object.
 */
export function startingBody(schema: JsonSchema, example: unknown): string {
  if (example !== undefined) return JSON.stringify(example, null, 2);
  const s = flatten(schema);
  if (!typesOf(s).includes('object')) return '';
  const shape = objectShape(s);
  const skeleton: Record<string, unknown> = {};
  for (const name of shape.required) {
    const sub = shape.properties[name];
    const p = isObject(sub) ? flatten(sub) : {};
    skeleton[name] = Array.isArray(p.examples)
      ? p.examples[0]
      : 'default' in p
        ? p.default
        : Array.isArray(p.enum)
          ? p.enum[0]
          : emptyOf(typesOf(p)[0]);
  }
  return JSON.stringify(skeleton, null, 2);
}

function emptyOf(type: string | undefined): unknown {
  switch (type) {
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return '';
  }
}

/**
 * A schema `pattern` as a RegExp, or undefined when the description's pattern
 * is not valid in JavaScript: the reader's input is then not judged by it.
 */
export function patternRegExp(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
}
