/**
 * Checks every ```csharp sample against the Dimo.Client table in samples/dotnet-sdk.ts:
 * the namespaces `using` must bring in, constructors, methods and their overloads, named
 * arguments, argument types, properties, enum members, and how a DimoClientBuilder is set
 * up (an explicit environment, the services a sample reads). The C# blocks of one page are
 * read as one program in page order, so a block may use what an earlier block declared.
 * What the check does not understand is reported as a problem, never passed.
 */
import { readDocPage } from '../lib/docs';
import { ROOT, samplesIn, type Sample } from './blocks';
import {
  DIMO_CLIENT_SERVICES,
  DOTNET_SDK,
  DOTNET_SDK_BROKEN,
  DOTNET_SDK_COMMIT,
  DOTNET_SDK_INTERNAL,
  DOTNET_SDK_VERSION,
  type DotnetMethod,
  type DotnetParam,
  type DotnetType,
} from './dotnet-sdk';

export interface DotnetProblem {
  file: string;
  line: number;
  message: string;
}

export function formatProblem(p: DotnetProblem): string {
  return `${p.file}:${p.line}: ${p.message}`;
}

// ---- The part of .NET 8 the samples use ----

/**
 * A .NET 8 console project (`dotnet new console`) has implicit usings on: these namespaces
 * need no `using` directive.
 */
export const IMPLICIT_USINGS = [
  'System',
  'System.Collections.Generic',
  'System.IO',
  'System.Linq',
  'System.Net.Http',
  'System.Threading',
  'System.Threading.Tasks',
];

const bclMethod = (returns: string, ...params: DotnetParam[]): DotnetMethod => ({ params, returns });

/**
 * The framework types samples may name, with only the members the check knows; reading
 * any other member is reported as not understood, so a new sample extends this list.
 */
export const BCL: Record<string, DotnetType> = {
  String: { namespace: 'System', kind: 'class', properties: { Length: 'int' } },
  Int32: { namespace: 'System', kind: 'class' },
  Int64: { namespace: 'System', kind: 'class' },
  Double: { namespace: 'System', kind: 'class' },
  Single: { namespace: 'System', kind: 'class' },
  Decimal: { namespace: 'System', kind: 'class' },
  Boolean: { namespace: 'System', kind: 'class' },
  Char: { namespace: 'System', kind: 'class' },
  Byte: { namespace: 'System', kind: 'class' },
  Object: { namespace: 'System', kind: 'class' },
  Console: {
    namespace: 'System',
    kind: 'static class',
    staticMethods: {
      WriteLine: [bclMethod('void'), bclMethod('void', { name: 'value', type: 'object' })],
      Write: [bclMethod('void', { name: 'value', type: 'object' })],
    },
  },
  Environment: {
    namespace: 'System',
    kind: 'static class',
    staticMethods: { GetEnvironmentVariable: [bclMethod('string?', { name: 'variable', type: 'string' })] },
  },
  DateTime: { namespace: 'System', kind: 'class' },
  DateTimeOffset: { namespace: 'System', kind: 'class' },
  Uri: { namespace: 'System', kind: 'class', constructors: [[{ name: 'uriString', type: 'string' }]] },
  Type: { namespace: 'System', kind: 'class' },
  Exception: { namespace: 'System', kind: 'class', properties: { Message: 'string' } },
  Action: { namespace: 'System', kind: 'class', typeParams: ['T'] },
  Task: { namespace: 'System.Threading.Tasks', kind: 'class', typeParams: ['TResult'] },
  ValueTask: { namespace: 'System.Threading.Tasks', kind: 'class' },
  CancellationToken: { namespace: 'System.Threading', kind: 'class' },
  List: {
    namespace: 'System.Collections.Generic',
    kind: 'class',
    typeParams: ['T'],
    properties: { Count: 'int' },
  },
  Dictionary: {
    namespace: 'System.Collections.Generic',
    kind: 'class',
    typeParams: ['TKey', 'TValue'],
    properties: { Count: 'int' },
  },
  IReadOnlyCollection: {
    namespace: 'System.Collections.Generic',
    kind: 'interface',
    typeParams: ['T'],
    properties: { Count: 'int' },
  },
  IEnumerable: { namespace: 'System.Collections.Generic', kind: 'interface', typeParams: ['T'] },
  Stream: { namespace: 'System.IO', kind: 'class' },
  HttpRequestException: {
    namespace: 'System.Net.Http',
    kind: 'class',
    properties: { Message: 'string', StatusCode: 'HttpStatusCode?' },
  },
  IHttpClientFactory: { namespace: 'System.Net.Http', kind: 'interface' },
  HttpClient: {
    namespace: 'System.Net.Http',
    kind: 'class',
    constructors: [[]],
    properties: { DefaultRequestHeaders: 'HttpRequestHeaders' },
    methods: {
      PostAsync: [
        bclMethod(
          'Task<HttpResponseMessage>',
          { name: 'requestUri', type: 'string' },
          { name: 'content', type: 'HttpContent' },
        ),
      ],
    },
  },
  HttpContent: { namespace: 'System.Net.Http', kind: 'class' },
  HttpResponseMessage: {
    namespace: 'System.Net.Http',
    kind: 'class',
    properties: { StatusCode: 'HttpStatusCode', IsSuccessStatusCode: 'bool' },
    methods: { EnsureSuccessStatusCode: [bclMethod('HttpResponseMessage')] },
  },
  HttpRequestHeaders: {
    namespace: 'System.Net.Http.Headers',
    kind: 'class',
    properties: { Authorization: 'AuthenticationHeaderValue' },
    settable: ['Authorization'],
  },
  AuthenticationHeaderValue: {
    namespace: 'System.Net.Http.Headers',
    kind: 'class',
    constructors: [
      [{ name: 'scheme', type: 'string' }],
      [
        { name: 'scheme', type: 'string' },
        { name: 'parameter', type: 'string' },
      ],
    ],
  },
  HttpStatusCode: {
    namespace: 'System.Net',
    kind: 'enum',
    members: [
      'BadRequest',
      'Unauthorized',
      'Forbidden',
      'NotFound',
      'TooManyRequests',
      'InternalServerError',
    ],
  },
  IServiceCollection: { namespace: 'Microsoft.Extensions.DependencyInjection', kind: 'interface' },
  JsonPropertyNameAttribute: {
    namespace: 'System.Text.Json.Serialization',
    kind: 'class',
    constructors: [[{ name: 'name', type: 'string' }]],
  },
};

const KEYWORD_TYPES: Record<string, string> = {
  string: 'String',
  int: 'Int32',
  long: 'Int64',
  double: 'Double',
  float: 'Single',
  decimal: 'Decimal',
  bool: 'Boolean',
  char: 'Char',
  byte: 'Byte',
  object: 'Object',
};

/** Which types derive from which (exceptions for `catch`, service classes for their interfaces). */
const BASES: Record<string, string[]> = {
  DimoException: ['Exception'],
  DimoGraphqlException: ['Exception'],
  HttpRequestException: ['Exception'],
  AttestationService: ['IAttestationService'],
  IdentityService: ['IIdentityService'],
  TelemetryService: ['ITelemetryService'],
  List: ['IReadOnlyCollection', 'IEnumerable'],
  IReadOnlyCollection: ['IEnumerable'],
};

const NUMERIC_WIDENING: Record<string, string[]> = {
  Byte: ['Int32', 'Int64', 'Single', 'Double', 'Decimal'],
  Char: ['Int32', 'Int64', 'Single', 'Double', 'Decimal'],
  Int32: ['Int64', 'Single', 'Double', 'Decimal'],
  Int64: ['Single', 'Double', 'Decimal'],
  Single: ['Double'],
};

const VALUE_TYPES = new Set([
  'Int32',
  'Int64',
  'Double',
  'Single',
  'Decimal',
  'Boolean',
  'Char',
  'Byte',
  'DateTime',
  'DateTimeOffset',
  'CancellationToken',
]);

// ---- Types as the check sees them ----

/** What a DimoClientBuilder has been told; shared by the builder and the client it builds. */
interface ClientSetup {
  environment: boolean;
  rest: boolean;
  graphql: boolean;
  credentials: boolean;
}

type Origin = 'sdk' | 'bcl' | 'local';

type Ty =
  | { k: 'named'; origin: Origin; name: string; args: Ty[]; setup?: ClientSetup }
  | { k: 'array'; elem: Ty }
  | { k: 'anon'; members: Map<string, Ty> }
  | { k: 'collection'; elems: Ty[] }
  | { k: 'lambda'; expr: Extract<Expr, { t: 'lambda' }> }
  | { k: 'type'; ty: Ty }
  | { k: 'namespace'; path: string }
  | { k: 'null' }
  | { k: 'void' }
  | { k: 'unknown' };

const UNKNOWN: Ty = { k: 'unknown' };

function show(ty: Ty): string {
  switch (ty.k) {
    case 'named': {
      const keyword = Object.entries(KEYWORD_TYPES).find(([, v]) => v === ty.name && ty.origin === 'bcl');
      if (keyword) return keyword[0];
      return ty.args.length ? `${ty.name}<${ty.args.map(show).join(', ')}>` : ty.name;
    }
    case 'array':
      return `${show(ty.elem)}[]`;
    case 'anon':
      return 'an anonymous object';
    case 'collection':
      return `a collection expression [${ty.elems.map(show).join(', ')}]`;
    case 'lambda':
      return 'a lambda';
    case 'type':
      return `the type ${show(ty.ty)}`;
    case 'namespace':
      return `the namespace ${ty.path}`;
    case 'null':
      return 'null';
    case 'void':
      return 'void';
    case 'unknown':
      return 'an unknown type';
  }
}

function named(origin: Origin, name: string, args: Ty[] = []): Ty {
  return { k: 'named', origin, name, args };
}

const bcl = (name: string, args: Ty[] = []) => named('bcl', name, args);

/** Parses a type as the tables spell it ('Task<VehicleSchemeResponse<T>>', 'string?', 'int[]'). */
function tableType(spec: string, subst: Map<string, Ty> = new Map()): Ty {
  let pos = 0;
  const read = (): Ty => {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)/.exec(spec.slice(pos));
    if (!m) throw new Error(`bad type in table: ${spec}`);
    pos += m[0].length;
    const name = m[1]!;
    const args: Ty[] = [];
    if (spec[pos] === '<') {
      pos++;
      for (;;) {
        args.push(read());
        while (spec[pos] === ' ') pos++;
        if (spec[pos] === ',') {
          pos++;
          continue;
        }
        if (spec[pos] !== '>') throw new Error(`bad type in table: ${spec}`);
        pos++;
        break;
      }
    }
    let ty: Ty;
    if (subst.has(name)) ty = subst.get(name)!;
    else if (name === 'void') ty = { k: 'void' };
    else if (KEYWORD_TYPES[name]) ty = bcl(KEYWORD_TYPES[name]);
    else if (DOTNET_SDK[name]) ty = named('sdk', name, args);
    else if (BCL[name]) ty = bcl(name, args);
    else throw new Error(`type ${name} in ${spec} is in neither table`);
    if (spec[pos] === '?') pos++;
    while (spec.startsWith('[]', pos)) {
      pos += 2;
      ty = { k: 'array', elem: ty };
    }
    return ty;
  };
  return read();
}

function infoOf(ty: Ty, records: Map<string, RecordInfo>): DotnetType | undefined {
  if (ty.k !== 'named') return undefined;
  if (ty.origin === 'sdk') return DOTNET_SDK[ty.name];
  if (ty.origin === 'bcl') return BCL[ty.name];
  return records.get(ty.name)?.info;
}

function substitution(info: DotnetType | undefined, args: Ty[]): Map<string, Ty> {
  const m = new Map<string, Ty>();
  (info?.typeParams ?? []).forEach((p, i) => m.set(p, args[i] ?? UNKNOWN));
  return m;
}

function derivesFrom(name: string, base: string): boolean {
  if (name === base) return true;
  return (BASES[name] ?? []).some((b) => derivesFrom(b, base));
}

function elementOf(ty: Ty): Ty | undefined {
  if (ty.k === 'array') return ty.elem;
  if (
    ty.k === 'named' &&
    ty.origin === 'bcl' &&
    ['List', 'IReadOnlyCollection', 'IEnumerable'].includes(ty.name)
  ) {
    return ty.args[0] ?? UNKNOWN;
  }
  return undefined;
}

/** Whether a value of type `from` can be passed where `to` is expected. */
function assignable(from: Ty, to: Ty): boolean {
  if (from.k === 'unknown' || to.k === 'unknown') return true;
  if (from.k === 'void' || from.k === 'type' || from.k === 'namespace') return false;
  if (to.k === 'named' && to.origin === 'bcl' && to.name === 'Object') return true;
  if (from.k === 'null') {
    return !(to.k === 'named' && (VALUE_TYPES.has(to.name) || infoOf(to, new Map())?.kind === 'enum'));
  }
  if (from.k === 'lambda') return to.k === 'named' && to.origin === 'bcl' && to.name === 'Action';
  if (from.k === 'collection') {
    const elem = elementOf(to);
    return elem !== undefined && from.elems.every((e) => assignable(e, elem));
  }
  if (from.k === 'array') {
    const elem = elementOf(to);
    return elem !== undefined && assignable(from.elem, elem);
  }
  if (from.k === 'anon' || to.k !== 'named') return false;
  if (from.name === to.name && from.origin === to.origin) {
    return from.args.every((a, i) => {
      const b = to.args[i];
      return !b || a.k === 'unknown' || b.k === 'unknown' || show(a) === show(b);
    });
  }
  if (from.origin === 'bcl' && to.origin === 'bcl' && (NUMERIC_WIDENING[from.name] ?? []).includes(to.name)) {
    return true;
  }
  return from.origin !== 'local' && to.origin !== 'local' && derivesFrom(from.name, to.name);
}

// ---- The program of one page ----

interface RecordInfo {
  info: DotnetType;
  line: number;
}

interface Variable {
  ty: Ty;
  /** Index of the block that declared it. */
  block: number;
}

class Scope {
  readonly vars = new Map<string, Variable>();
  constructor(readonly parent: Scope | null) {}

  find(name: string): Variable | undefined {
    return this.vars.get(name) ?? this.parent?.find(name);
  }
}

const SDK_NAMESPACES = new Set(Object.values(DOTNET_SDK).map((t) => t.namespace));
const BCL_NAMESPACES = new Set(Object.values(BCL).map((t) => t.namespace));
const ALL_NAMESPACES = [...SDK_NAMESPACES, ...BCL_NAMESPACES];

function isNamespacePrefix(path: string): boolean {
  return ALL_NAMESPACES.some((ns) => ns === path || ns.startsWith(path + '.'));
}

class PageChecker {
  readonly problems: DotnetProblem[] = [];
  private usings = new Set(IMPLICIT_USINGS);
  private readonly records = new Map<string, RecordInfo>();
  private readonly top = new Scope(null);
  private block = 0;
  private baseLine = 0;
  private file = '';

  constructor(private readonly samples: Sample[]) {}

  run(): DotnetProblem[] {
    const parsed = this.samples.map((s) => {
      try {
        return parseBlock(s.value);
      } catch (e) {
        if (!(e instanceof NotUnderstood)) throw e;
        this.problems.push({ file: s.file, line: s.line + 1 + e.line, message: e.message });
        return null;
      }
    });
    // Records are types of the whole program, visible before their declaration; their
    // property types resolve against the usings in force where they are declared.
    parsed.forEach((stmts, i) => {
      this.enter(i);
      for (const st of stmts ?? []) if (st.t === 'record') this.declareRecord(st);
    });
    const usingsAt = parsed.map((stmts, i) => {
      this.enter(i);
      for (const st of stmts ?? []) if (st.t === 'using') this.addUsing(st);
      for (const st of stmts ?? []) if (st.t === 'record') this.checkRecord(st);
      return new Set(this.usings);
    });
    parsed.forEach((stmts, i) => {
      if (!stmts) return;
      this.enter(i);
      this.usings = usingsAt[i]!;
      this.checkBlock(stmts);
    });
    const seen = new Set<string>();
    return this.problems.filter((p) => {
      const key = formatProblem(p);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private enter(i: number): void {
    const s = this.samples[i]!;
    this.block = i;
    this.file = s.file;
    this.baseLine = s.line + 1;
  }

  private report(line: number, message: string): void {
    this.problems.push({ file: this.file, line: this.baseLine + line, message });
  }

  private declareRecord(st: Extract<Stmt, { t: 'record' }>): void {
    if (this.records.has(st.name)) {
      this.report(st.line, `record ${st.name} is declared twice on this page`);
      return;
    }
    const properties: Record<string, string> = {};
    for (const p of st.params) properties[p.name] = p.type.name;
    this.records.set(st.name, {
      info: {
        namespace: '',
        kind: 'record',
        constructors: [st.params.map((p) => ({ name: p.name, type: p.type.name }))],
        properties,
        settable: Object.keys(properties),
      },
      line: st.line,
    });
  }

  /** Record property types, resolved once the page's usings are known. */
  private readonly recordProps = new Map<string, Map<string, Ty>>();

  private checkBlock(stmts: Stmt[]): void {
    const declaredHere = new Set<string>();
    let seenType = false;
    for (const st of stmts) {
      if (st.t === 'using') continue;
      if (st.t === 'record') {
        seenType = true;
        continue;
      }
      if (seenType) {
        this.report(st.line, 'top-level statements must come before the type declarations (CS8803)');
      }
      if (st.t === 'decl') {
        if (declaredHere.has(st.name)) {
          this.report(st.line, `\`${st.name}\` is declared twice in this sample (CS0128)`);
        }
        declaredHere.add(st.name);
      }
      this.statement(st, this.top);
    }
  }

  private addUsing(st: Extract<Stmt, { t: 'using' }>): void {
    if (!ALL_NAMESPACES.includes(st.ns)) {
      this.report(
        st.line,
        st.ns.startsWith('Dimo.')
          ? `namespace ${st.ns} does not exist in Dimo.Client ${DOTNET_SDK_VERSION}; its namespaces are ${[...SDK_NAMESPACES].join(', ')}`
          : `namespace ${st.ns} is not known to the .NET sample check (add its types to BCL in samples/dotnet.ts)`,
      );
    }
    this.usings.add(st.ns);
  }

  private checkRecord(st: Extract<Stmt, { t: 'record' }>): void {
    const props = new Map<string, Ty>();
    for (const p of st.params) {
      props.set(p.name, this.resolveType(p.type));
      for (const a of p.attrs) {
        if (a.target !== null && a.target !== 'property') {
          this.report(a.line, `attribute target \`${a.target}:\` is not understood`);
        }
        const attrName = a.name.endsWith('Attribute') ? a.name : `${a.name}Attribute`;
        const ty = this.resolveType({ name: attrName, args: [], array: 0, nullable: false, line: a.line });
        if (ty.k === 'named') this.construct(ty, a.args, a.line, this.top);
      }
    }
    this.recordProps.set(st.name, props);
  }

  // ---- Statements ----

  private statement(st: Stmt, scope: Scope): void {
    switch (st.t) {
      case 'using':
      case 'record':
        this.report(st.line, `a ${st.t} declaration is only understood at the top level`);
        return;
      case 'decl': {
        const declared = st.type ? this.resolveType(st.type) : null;
        const value = this.expr(st.value, scope, declared ?? undefined);
        let ty = declared ?? value;
        if (!declared) {
          if (value.k === 'null') this.report(st.line, `\`var ${st.name} = null\` has no type (CS0815)`);
          if (value.k === 'void')
            this.report(st.line, `\`${st.name}\` is assigned a call that returns nothing`);
          if (value.k === 'collection') {
            this.report(
              st.line,
              `a collection expression has no type of its own: declare \`${st.name}\`'s type`,
            );
          }
          if (value.k === 'lambda') this.report(st.line, 'a lambda assigned to `var` is not understood');
          if (value.k === 'type' || value.k === 'namespace') {
            this.report(st.line, `${show(value)} is not a value`);
          }
          if (value.k !== 'named' && value.k !== 'array' && value.k !== 'anon') ty = UNKNOWN;
        } else if (!assignable(value, declared)) {
          this.report(st.line, `\`${st.name}\` is declared ${show(declared)} but is assigned ${show(value)}`);
        }
        const existing = scope.vars.get(st.name);
        if (existing && existing.block === this.block && scope !== this.top) {
          this.report(st.line, `\`${st.name}\` is declared twice (CS0128)`);
        }
        scope.vars.set(st.name, { ty, block: this.block });
        return;
      }
      case 'expr': {
        const e = st.expr;
        const ok = e.t === 'call' || e.t === 'await' || e.t === 'assign' || e.t === 'new';
        if (!ok)
          this.report(st.line, 'only calls, assignments, `await` and `new` can be statements (CS0201)');
        this.expr(e, scope);
        return;
      }
      case 'if': {
        const test = this.expr(st.test, scope);
        if (!assignable(test, bcl('Boolean')))
          this.report(st.line, `the condition is ${show(test)}, not bool`);
        this.body(st.then, scope);
        if (st.else) this.body(st.else, scope);
        return;
      }
      case 'try':
        this.body(st.body, scope);
        for (const c of st.catches) {
          const inner = new Scope(scope);
          if (c.type) {
            const ty = this.resolveType(c.type);
            if (ty.k === 'named' && !derivesFrom(ty.name, 'Exception')) {
              this.report(c.line, `${show(ty)} is not an exception type`);
            }
            if (c.name) inner.vars.set(c.name, { ty, block: this.block });
          }
          this.body(c.body, inner);
        }
        if (st.fin) this.body(st.fin, scope);
        return;
      case 'foreach': {
        const iter = this.expr(st.iter, scope);
        const elem = iter.k === 'unknown' ? UNKNOWN : elementOf(iter);
        if (!elem) this.report(st.line, `foreach over ${show(iter)} is not understood`);
        const inner = new Scope(scope);
        const ty = st.type ? this.resolveType(st.type) : (elem ?? UNKNOWN);
        inner.vars.set(st.name, { ty, block: this.block });
        this.body(st.body, inner);
        return;
      }
      case 'throw':
        if (st.expr) this.expr(st.expr, scope);
        return;
    }
  }

  private body(stmts: Stmt[], scope: Scope): void {
    const inner = new Scope(scope);
    for (const st of stmts) this.statement(st, inner);
  }

  // ---- Types named in the sample ----

  private resolveType(node: TypeNode): Ty {
    let ty = this.resolveTypeName(node.name, node.line);
    if (ty.k === 'named' && node.args.length) {
      const info = infoOf(ty, this.records);
      const params = info?.typeParams ?? [];
      if (params.length !== node.args.length) {
        this.report(node.line, `${node.name} takes ${params.length} type arguments, not ${node.args.length}`);
      }
      ty = { ...ty, args: node.args.map((a) => this.resolveType(a)) };
    }
    for (let i = 0; i < node.array; i++) ty = { k: 'array', elem: ty };
    return ty;
  }

  /** A type by its simple or qualified name, as the sample's usings make it visible. */
  private resolveTypeName(name: string, line: number): Ty {
    if (KEYWORD_TYPES[name]) return bcl(KEYWORD_TYPES[name]);
    const dot = name.lastIndexOf('.');
    if (dot > 0) {
      const ns = name.slice(0, dot);
      const simple = name.slice(dot + 1);
      const sdk = DOTNET_SDK[simple];
      if (sdk?.namespace === ns) return named('sdk', simple);
      const b = BCL[simple];
      if (b?.namespace === ns) return bcl(simple);
      this.report(line, `there is no type ${name}`);
      return UNKNOWN;
    }
    if (this.records.has(name)) return named('local', name);
    const candidates: Ty[] = [];
    const sdk = DOTNET_SDK[name];
    const b = BCL[name];
    if (sdk && this.usings.has(sdk.namespace)) candidates.push(named('sdk', name));
    if (b && this.usings.has(b.namespace)) candidates.push(bcl(name));
    if (candidates.length > 1) {
      this.report(
        line,
        `\`${name}\` is ambiguous between ${sdk!.namespace}.${name} and ${b!.namespace}.${name} (CS0104): qualify it`,
      );
      return candidates[0]!;
    }
    if (candidates.length === 1) return candidates[0]!;
    const home = sdk ?? b;
    if (home) {
      this.report(
        line,
        `\`${name}\` lives in namespace ${home.namespace}, which this sample does not import: add \`using ${home.namespace};\``,
      );
      return sdk ? named('sdk', name) : bcl(name);
    }
    if (DOTNET_SDK_INTERNAL[name]) {
      this.report(line, `\`${name}\` is internal to Dimo.Client: ${DOTNET_SDK_INTERNAL[name]}`);
      return UNKNOWN;
    }
    this.report(
      line,
      `unknown type \`${name}\`: it is not a public type of Dimo.Client ${DOTNET_SDK_VERSION} nor a framework type samples/dotnet.ts knows`,
    );
    return UNKNOWN;
  }

  // ---- Expressions ----

  private expr(e: Expr, scope: Scope, expected?: Ty): Ty {
    switch (e.t) {
      case 'lit':
        switch (e.kind) {
          case 'string':
            return bcl('String');
          case 'int':
            return bcl('Int32');
          case 'long':
            return bcl('Int64');
          case 'double':
            return bcl('Double');
          case 'float':
            return bcl('Single');
          case 'decimal':
            return bcl('Decimal');
          case 'bool':
            return bcl('Boolean');
          case 'char':
            return bcl('Char');
          case 'null':
            return { k: 'null' };
        }
        break;
      case 'name':
        return this.name(e.name, e.line, scope);
      case 'member':
        return this.member(e, scope);
      case 'call':
        return this.call(e, scope);
      case 'new':
        return this.newExpr(e, scope);
      case 'anon': {
        const members = new Map<string, Ty>();
        for (const m of e.members) {
          if (members.has(m.name)) this.report(m.line, `anonymous object member \`${m.name}\` appears twice`);
          members.set(m.name, this.value(m.value, scope, m.line));
        }
        return { k: 'anon', members };
      }
      case 'collection': {
        const elem = expected ? elementOf(expected) : undefined;
        return { k: 'collection', elems: e.elems.map((x) => this.value(x, scope, e.line, elem)) };
      }
      case 'await': {
        const ty = this.expr(e.expr, scope);
        if (ty.k === 'unknown') return UNKNOWN;
        if (ty.k === 'named' && ty.origin === 'bcl' && (ty.name === 'Task' || ty.name === 'ValueTask')) {
          return ty.args[0] ?? { k: 'void' };
        }
        this.report(e.line, `\`await\` needs a Task, but the expression is ${show(ty)}`);
        return UNKNOWN;
      }
      case 'unary': {
        const ty = this.value(e.expr, scope, e.line);
        return e.op === '!' ? bcl('Boolean') : ty;
      }
      case 'bang':
        return this.expr(e.expr, scope, expected);
      case 'binary': {
        const l = this.value(e.left, scope, e.line);
        const r = this.value(e.right, scope, e.line);
        if (['==', '!=', '<', '>', '<=', '>=', '&&', '||'].includes(e.op)) return bcl('Boolean');
        if (e.op === '??') return l.k === 'null' ? r : l;
        if (e.op === '+' && [l, r].some((x) => x.k === 'named' && x.name === 'String')) return bcl('String');
        return l.k === 'unknown' ? r : l;
      }
      case 'cond': {
        this.value(e.test, scope, e.line);
        const a = this.value(e.a, scope, e.line, expected);
        this.value(e.b, scope, e.line, expected);
        return a;
      }
      case 'index': {
        const target = this.value(e.target, scope, e.line);
        e.index.forEach((x) => this.value(x, scope, e.line));
        if (target.k === 'unknown') return UNKNOWN;
        if (target.k === 'named' && target.origin === 'bcl' && target.name === 'Dictionary') {
          return target.args[1] ?? UNKNOWN;
        }
        const elem =
          target.k === 'array' || (target.k === 'named' && target.name === 'List') ? elementOf(target) : null;
        if (elem) return elem;
        this.report(e.line, `${show(target)} cannot be indexed`);
        return UNKNOWN;
      }
      case 'lambda':
        if (expected && !assignable({ k: 'lambda', expr: e }, expected)) {
          this.report(e.line, `a lambda is passed where ${show(expected)} is expected`);
        }
        return { k: 'lambda', expr: e };
      case 'assign': {
        const target = this.assignTarget(e.target, scope);
        const value = this.value(e.value, scope, e.line, target);
        if (!assignable(value, target)) {
          this.report(e.line, `cannot assign ${show(value)} to ${show(target)}`);
        }
        return target;
      }
    }
    return UNKNOWN;
  }

  /** An expression whose result is used as a value (not a type, namespace or method group). */
  private value(e: Expr, scope: Scope, line: number, expected?: Ty): Ty {
    const ty = this.expr(e, scope, expected);
    if (ty.k === 'type' || ty.k === 'namespace') {
      this.report(line, `${show(ty)} is used as a value`);
      return UNKNOWN;
    }
    return ty;
  }

  private assignTarget(e: Expr, scope: Scope): Ty {
    if (e.t === 'name') {
      const v = scope.find(e.name);
      if (!v) this.report(e.line, `\`${e.name}\` is not declared`);
      return v?.ty ?? UNKNOWN;
    }
    if (e.t === 'member') {
      const target = this.value(e.target, scope, e.line);
      const info = infoOf(target, this.records);
      if (!info) return target.k === 'unknown' ? UNKNOWN : this.noMember(target, e.name, e.line);
      const ty = this.property(target, e.name, e.line);
      if (ty.k !== 'unknown' && !(info.settable ?? []).includes(e.name)) {
        this.report(e.line, `${show(target)}.${e.name} cannot be assigned`);
      }
      return ty;
    }
    this.report(e.line, 'this assignment target is not understood');
    return UNKNOWN;
  }

  private name(name: string, line: number, scope: Scope): Ty {
    const v = scope.find(name);
    if (v) return v.ty;
    if (
      this.records.has(name) ||
      KEYWORD_TYPES[name] ||
      DOTNET_SDK[name] ||
      BCL[name] ||
      DOTNET_SDK_INTERNAL[name]
    ) {
      return { k: 'type', ty: this.resolveTypeName(name, line) };
    }
    if (isNamespacePrefix(name)) return { k: 'namespace', path: name };
    this.report(line, `\`${name}\` is not declared in this sample or in an earlier C# sample on the page`);
    return UNKNOWN;
  }

  private member(e: Extract<Expr, { t: 'member' }>, scope: Scope): Ty {
    const target = this.expr(e.target, scope);
    if (target.k === 'unknown') return UNKNOWN;
    if (target.k === 'namespace') {
      const path = `${target.path}.${e.name}`;
      if (isNamespacePrefix(path) && !DOTNET_SDK[e.name] && !BCL[e.name]) return { k: 'namespace', path };
      return { k: 'type', ty: this.resolveTypeName(path, e.line) };
    }
    if (target.k === 'type') {
      const info = infoOf(target.ty, this.records);
      if (info?.kind === 'enum') {
        if (!(info.members ?? []).includes(e.name)) {
          this.report(
            e.line,
            `${show(target.ty)} has no member ${e.name}; its members are ${(info.members ?? []).join(', ')}`,
          );
        }
        return target.ty;
      }
      if (info?.staticMethods?.[e.name]) {
        this.report(e.line, `${show(target.ty)}.${e.name} is a method: call it`);
        return UNKNOWN;
      }
      if (target.ty.k === 'unknown') return UNKNOWN;
      if (target.ty.k === 'named' && target.ty.origin === 'bcl') {
        this.report(
          e.line,
          `${show(target.ty)}.${e.name} is not understood by the .NET sample check (add it to BCL in samples/dotnet.ts)`,
        );
        return UNKNOWN;
      }
      this.report(e.line, `${show(target.ty)} has no static member ${e.name}`);
      return UNKNOWN;
    }
    const ty = this.property(target, e.name, e.line);
    // The client's services exist only when the builder registered them.
    if (target.k === 'named' && target.name === 'IDimoClient' && target.setup && ty.k === 'named') {
      const needs = DIMO_CLIENT_SERVICES[e.name];
      const setup = target.setup;
      const missing =
        (needs === 'AddRestServices' && !setup.rest) || (needs === 'AddGraphQLServices' && !setup.graphql);
      if (missing) {
        this.report(
          e.line,
          `${e.name} is only registered by DimoClientBuilder.${needs}() or .AddAllServices(); this client's builder calls neither, so reading it throws`,
        );
      }
      return { ...ty, setup };
    }
    return ty;
  }

  private property(target: Ty, name: string, line: number): Ty {
    if (target.k === 'unknown') return UNKNOWN;
    if (target.k === 'anon') {
      const m = target.members.get(name);
      if (!m) this.report(line, `the anonymous object has no member ${name}`);
      return m ?? UNKNOWN;
    }
    if (target.k === 'array') {
      if (name === 'Length') return bcl('Int32');
      return this.noMember(target, name, line);
    }
    if (target.k !== 'named') return this.noMember(target, name, line);
    if (target.origin === 'local') {
      const p = this.recordProps.get(target.name)?.get(name);
      if (!p) return this.noMember(target, name, line);
      return p;
    }
    const info = infoOf(target, this.records);
    const spec = info?.properties?.[name];
    if (spec) return tableType(spec, substitution(info, target.args));
    if (info?.methods?.[name]) {
      this.report(line, `${show(target)}.${name} is a method: call it`);
      return UNKNOWN;
    }
    if (target.origin === 'bcl' && target.name !== 'Task' && target.name !== 'ValueTask') {
      this.report(
        line,
        `${show(target)}.${name} is not understood by the .NET sample check (add it to BCL in samples/dotnet.ts)`,
      );
      return UNKNOWN;
    }
    return this.noMember(target, name, line);
  }

  private noMember(target: Ty, name: string, line: number): Ty {
    const info = infoOf(target, this.records);
    const props =
      target.k === 'named' && target.origin === 'local'
        ? [...(this.recordProps.get(target.name)?.keys() ?? [])]
        : Object.keys(info?.properties ?? {});
    const methods = Object.keys(info?.methods ?? {});
    const known = [...props, ...methods];
    const hint = target.k === 'named' && target.name === 'Task' ? ' (did you forget `await`?)' : '';
    this.report(
      line,
      `${show(target)} has no member ${name}${hint}${known.length ? `; it has ${known.join(', ')}` : ''}`,
    );
    return UNKNOWN;
  }

  private call(e: Extract<Expr, { t: 'call' }>, scope: Scope): Ty {
    const { target } = e;
    if (target.t !== 'member') {
      this.report(e.line, 'only method calls of the form `x.Method(…)` are understood');
      e.args.forEach((a) => this.expr(a.value, scope));
      return UNKNOWN;
    }
    const receiver = this.expr(target.target, scope);
    let owner: Ty;
    let overloads: DotnetMethod[] | undefined;
    let isStatic = false;
    if (receiver.k === 'unknown') {
      e.args.forEach((a) => this.expr(a.value, scope));
      return UNKNOWN;
    }
    if (receiver.k === 'type') {
      owner = receiver.ty;
      isStatic = true;
      overloads = infoOf(owner, this.records)?.staticMethods?.[target.name];
    } else if (receiver.k === 'namespace') {
      this.report(e.line, `${receiver.path}.${target.name} is not a method`);
      return UNKNOWN;
    } else {
      owner = receiver;
      overloads = infoOf(owner, this.records)?.methods?.[target.name];
    }
    if (owner.k === 'unknown') {
      e.args.forEach((a) => this.expr(a.value, scope));
      return UNKNOWN;
    }
    if (!overloads) {
      e.args.forEach((a) => this.expr(a.value, scope));
      const info = infoOf(owner, this.records);
      if (owner.k === 'named' && owner.origin === 'bcl') {
        this.report(
          e.line,
          `${show(owner)}.${target.name}(…) is not understood by the .NET sample check (add it to BCL in samples/dotnet.ts)`,
        );
      } else {
        const methods = Object.keys((isStatic ? info?.staticMethods : info?.methods) ?? {});
        this.report(
          e.line,
          `${show(owner)} has no ${isStatic ? 'static ' : ''}method ${target.name}${
            methods.length ? `; its methods are ${methods.join(', ')}` : ''
          }`,
        );
      }
      return UNKNOWN;
    }
    const info = infoOf(owner, this.records);
    const chosen = this.resolveOverload(
      `${show(owner).replace(/<.*/, '')}.${target.name}`,
      overloads,
      e.typeArgs,
      e.args,
      e.line,
      scope,
      substitution(info, owner.k === 'named' ? owner.args : []),
    );
    if (!chosen) return UNKNOWN;
    const broken =
      owner.k === 'named' && owner.origin === 'sdk'
        ? DOTNET_SDK_BROKEN[`${owner.name}.${target.name}`]
        : undefined;
    if (broken) this.report(e.line, `do not call ${show(owner)}.${target.name}: ${broken}`);
    if (owner.k === 'named' && owner.setup) {
      this.followSetup(owner, target.name, chosen.method, e.line);
      // The builder's calls return the builder itself, and Build() the client it describes.
      if (owner.name === 'DimoClientBuilder' && chosen.returns.k === 'named') {
        return { ...chosen.returns, setup: owner.setup };
      }
    }
    return chosen.returns;
  }

  /** Builder calls change what the client will be; a few client calls depend on it. */
  private followSetup(
    owner: Extract<Ty, { k: 'named' }>,
    method: string,
    chosen: DotnetMethod,
    line: number,
  ): void {
    const setup = owner.setup!;
    if (owner.name === 'DimoClientBuilder') {
      if (method === 'WithEnvironment') setup.environment = true;
      if (method === 'AddRestServices' || method === 'AddAllServices') setup.rest = true;
      if (method === 'AddGraphQLServices' || method === 'AddAllServices') setup.graphql = true;
      if (method === 'WithCredentials') setup.credentials = true;
      if (method === 'Build' && !setup.environment) {
        this.report(
          line,
          'this DimoClientBuilder never calls .WithEnvironment(…): the client then talks to the Development hosts (DimoEnvironment.Development is the default); call .WithEnvironment(DimoEnvironment.Production)',
        );
      }
    }
    if (
      owner.name === 'IAuthenticationService' &&
      method === 'GetTokenAsync' &&
      !chosen.params.some((p) => p.name === 'clientId') &&
      !setup.credentials
    ) {
      this.report(
        line,
        "GetTokenAsync() without arguments reads the credentials set with DimoClientBuilder.WithCredentials(…), which this client's builder never calls",
      );
    }
  }

  private newExpr(e: Extract<Expr, { t: 'new' }>, scope: Scope): Ty {
    const ty = this.resolveType(e.type);
    if (ty.k !== 'named') {
      e.args.forEach((a) => this.expr(a.value, scope));
      return ty;
    }
    const info = infoOf(ty, this.records);
    if (info && !info.constructors) {
      this.report(
        e.line,
        `${show(ty)} is ${info.kind === 'interface' ? 'an interface' : `a ${info.kind}`}: it cannot be created with \`new\``,
      );
      return ty;
    }
    this.construct(ty, e.args, e.line, scope);
    for (const init of e.init ?? []) {
      const prop = this.property(ty, init.name, init.line);
      if (prop.k !== 'unknown' && !(info?.settable ?? []).includes(init.name)) {
        this.report(init.line, `${show(ty)}.${init.name} cannot be set in an object initializer`);
      }
      const value = this.value(init.value, scope, init.line, prop);
      if (!assignable(value, prop)) {
        this.report(init.line, `${show(ty)}.${init.name} is ${show(prop)}, but is given ${show(value)}`);
      }
    }
    if (ty.origin === 'sdk' && ty.name === 'DimoClientBuilder') {
      return { ...ty, setup: { environment: false, rest: false, graphql: false, credentials: false } };
    }
    return ty;
  }

  private construct(ty: Extract<Ty, { k: 'named' }>, args: Arg[], line: number, scope: Scope): void {
    const info = infoOf(ty, this.records);
    if (!info) {
      args.forEach((a) => this.expr(a.value, scope));
      return;
    }
    let ctors = info.constructors;
    if (ty.origin === 'local') {
      const props = this.recordProps.get(ty.name);
      ctors = [[...(props?.keys() ?? [])].map((name) => ({ name, type: 'object' }))];
    }
    if (!ctors) return;
    const overloads: DotnetMethod[] = ctors.map((params) => ({ params, returns: 'void' }));
    if (ty.origin === 'local') {
      // Record parameters are typed by the page, not by the tables: compare names and count only.
      this.resolveOverload(`new ${ty.name}`, overloads, [], args, line, scope, new Map(), true);
      return;
    }
    this.resolveOverload(`new ${show(ty)}`, overloads, [], args, line, scope, substitution(info, ty.args));
  }

  /**
   * Picks the overload a call binds to, C#-style: positional arguments fill parameters in
   * order, named ones by name, every parameter without a default must be filled, and each
   * argument's type must convert to its parameter's. Reports why none fits.
   */
  private resolveOverload(
    what: string,
    overloads: DotnetMethod[],
    typeArgNodes: TypeNode[],
    args: Arg[],
    line: number,
    scope: Scope,
    ownerSubst: Map<string, Ty>,
    untyped = false,
  ): { method: DotnetMethod; returns: Ty } | null {
    const typeArgs = typeArgNodes.map((t) => this.resolveType(t));
    if (args.some((a, i) => a.name === null && args.slice(0, i).some((b) => b.name !== null))) {
      this.report(line, `${what}: a positional argument follows a named one`);
    }
    // Lambdas take their type from the parameter they bind to, so they are checked once an
    // overload is chosen; every other argument is typed first, for overload resolution.
    const values: Ty[] = args.map((a) =>
      a.value.t === 'lambda' ? { k: 'lambda', expr: a.value } : this.value(a.value, scope, a.line),
    );
    const reasons: string[] = [];
    // Where the only overload's mismatch is: the argument's line rather than the call's.
    let reasonLine = line;
    for (const m of overloads) {
      const subst = new Map(ownerSubst);
      const tps = m.typeParams ?? [];
      const sig = signature(what, m);
      if (tps.length && typeArgs.length !== tps.length) {
        reasons.push(
          `${sig} needs the type argument${tps.length > 1 ? 's' : ''} <${tps.join(', ')}> (${tps.length > 1 ? 'they' : 'it'} cannot be inferred)`,
        );
        continue;
      }
      if (!tps.length && typeArgs.length) {
        reasons.push(`${sig} is not generic`);
        continue;
      }
      tps.forEach((tp, i) => subst.set(tp, typeArgs[i] ?? UNKNOWN));
      const filled = new Set<string>();
      const binding: DotnetParam[] = [];
      let reason: string | null = null;
      for (const [i, a] of args.entries()) {
        const param = a.name === null ? m.params[i] : m.params.find((p) => p.name === a.name);
        if (!param) {
          reason =
            a.name === null
              ? `takes at most ${m.params.length} argument${m.params.length === 1 ? '' : 's'}`
              : `has no parameter named \`${a.name}\``;
          break;
        }
        if (filled.has(param.name)) {
          reason = `gets \`${param.name}\` twice`;
          break;
        }
        filled.add(param.name);
        binding.push(param);
        const expected = untyped ? UNKNOWN : tableType(param.type, subst);
        if (!assignable(values[i]!, expected)) {
          reason = `takes \`${param.name}\` as ${show(expected)}, but is given ${show(values[i]!)}`;
          if (overloads.length === 1) reasonLine = a.line;
          break;
        }
      }
      if (!reason) {
        const missing = m.params
          .filter((p) => !p.optional && !filled.has(p.name))
          .map((p) => `\`${p.name}\``);
        if (missing.length) reason = `needs ${missing.join(' and ')}`;
      }
      if (reason) {
        reasons.push(`${sig} ${reason}`);
        continue;
      }
      args.forEach((a, i) => {
        if (a.value.t === 'lambda') this.lambda(a.value, tableType(binding[i]!.type, subst), scope);
      });
      return { method: m, returns: tableType(m.returns, subst) };
    }
    this.report(
      reasonLine,
      overloads.length === 1
        ? reasons[0]!
        : `${what} has no overload for (${args.map((a) => (a.name ? `${a.name}:` : '…')).join(', ')}): ${reasons.join('; ')}`,
    );
    return null;
  }

  private lambda(e: Extract<Expr, { t: 'lambda' }>, delegate: Ty | undefined, scope: Scope): void {
    const inner = new Scope(scope);
    const paramTy =
      delegate?.k === 'named' && delegate.name === 'Action' ? (delegate.args[0] ?? UNKNOWN) : UNKNOWN;
    inner.vars.set(e.param, { ty: paramTy, block: this.block });
    if (Array.isArray(e.body)) this.body(e.body, inner);
    else this.expr(e.body, inner);
  }
}

function signature(what: string, m: DotnetMethod): string {
  const name = what.replace(/^new /, '');
  const tps = m.typeParams?.length ? `<${m.typeParams.join(', ')}>` : '';
  return `${name}${tps}(${m.params.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', ')})`;
}

// ---- Entry points ----

/** Checks the C# blocks of one page, read in order as one program. */
export function checkDotnetPage(blocks: Sample[]): DotnetProblem[] {
  return new PageChecker(blocks).run();
}

/** Every C# sample of the docs and the changelog, page by page. */
export function checkDotnetSamples(samples: Sample[] = samplesIn(['csharp'])): DotnetProblem[] {
  const byFile = new Map<string, Sample[]>();
  for (const s of samples) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  return [...byFile.values()].flatMap((blocks) => checkDotnetPage(blocks));
}

/**
 * Pages with a C# sample must name the SDK commit their samples are checked against:
 * `dimo-dotnet-sdk: <7-character commit>` under `checked_against` in the front matter.
 */
export function frontMatterProblems(samples: Sample[] = samplesIn(['csharp']), root = ROOT): DotnetProblem[] {
  const want = DOTNET_SDK_COMMIT.slice(0, 7);
  const files = [...new Set(samples.map((s) => s.file))];
  return files.flatMap((file) => {
    const fm = readDocPage(root, file).frontMatter;
    const checked = fm['checked_against'];
    const got =
      checked && typeof checked === 'object'
        ? (checked as Record<string, unknown>)['dimo-dotnet-sdk']
        : undefined;
    if (String(got) === want) return [];
    return [
      {
        file,
        line: 1,
        message: `the page has C# samples, so its front matter needs \`checked_against: { dimo-dotnet-sdk: ${want} }\` (found ${got === undefined ? 'none' : String(got)})`,
      },
    ];
  });
}

// ---- The C# the samples are written in: a tokenizer and a parser ----
//
// The subset: top-level statements (`using`, `var`/`const`/typed declarations, expression
// statements, `if`, `try`/`catch`, `foreach`, `throw`) followed by positional `record`
// declarations. Anything else throws NotUnderstood with its line, so it is reported.

export class NotUnderstood extends Error {
  constructor(
    message: string,
    /** 0-based line within the block. */
    readonly line: number,
  ) {
    super(message);
  }
}

export type TokKind = 'id' | 'str' | 'num' | 'char' | 'op' | 'eof';

export interface Tok {
  kind: TokKind;
  text: string;
  /** 0-based line within the block. */
  line: number;
}

// Longest first; `>>` is left as two tokens so nested generics close one at a time.
const OPERATORS = [
  '??=',
  '?.',
  '??',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '::',
  ...'{}()[];,.:?!=<>+-*/%&|^~'.split(''),
];

export function tokenize(src: string): Tok[] {
  const toks: Tok[] = [];
  let i = 0;
  let line = 0;
  const at = (k: number) => src[i + k] ?? '';
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (c === '/' && at(1) === '/') {
      while (i < src.length && src[i] !== '\n') i++;
    } else if (c === '/' && at(1) === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end < 0) throw new NotUnderstood('unterminated /* comment', line);
      line += countNewlines(src.slice(i, end));
      i = end + 2;
    } else if (c === '$' || (c === '@' && at(1) === '$')) {
      throw new NotUnderstood(
        'interpolated strings ($"…") are not understood by the .NET sample check',
        line,
      );
    } else if (c === '@' && at(1) === '"') {
      // Verbatim string: "" is a quote, newlines are part of the string.
      let j = i + 2;
      let value = '';
      for (;;) {
        if (j >= src.length) throw new NotUnderstood('unterminated verbatim string', line);
        if (src[j] === '"') {
          if (src[j + 1] === '"') {
            value += '"';
            j += 2;
            continue;
          }
          break;
        }
        value += src[j];
        j++;
      }
      toks.push({ kind: 'str', text: value, line });
      line += countNewlines(value);
      i = j + 1;
    } else if (c === '"') {
      if (at(1) === '"' && at(2) === '"') {
        throw new NotUnderstood(
          'raw string literals ("""…""") are not understood by the .NET sample check',
          line,
        );
      }
      let j = i + 1;
      let value = '';
      while (src[j] !== '"') {
        if (j >= src.length || src[j] === '\n') throw new NotUnderstood('unterminated string', line);
        if (src[j] === '\\') {
          value += src[j + 1] ?? '';
          j += 2;
        } else {
          value += src[j];
          j++;
        }
      }
      toks.push({ kind: 'str', text: value, line });
      i = j + 1;
    } else if (c === "'") {
      const m = /^'(\\.|[^'\\])'/.exec(src.slice(i));
      if (!m) throw new NotUnderstood('character literal not understood', line);
      toks.push({ kind: 'char', text: m[0], line });
      i += m[0].length;
    } else if (/[0-9]/.test(c)) {
      const m =
        /^(0[xX][0-9a-fA-F_]+|[0-9][0-9_]*(\.[0-9][0-9_]*)?([eE][+-]?[0-9]+)?)([uUlLmMdDfF]{0,2})/.exec(
          src.slice(i),
        )!;
      toks.push({ kind: 'num', text: m[0], line });
      i += m[0].length;
    } else if (/[A-Za-z_@]/.test(c)) {
      const m = /^@?[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i));
      if (!m) throw new NotUnderstood(`unexpected character ${c}`, line);
      toks.push({ kind: 'id', text: m[0].replace(/^@/, ''), line });
      i += m[0].length;
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i));
      if (!op) throw new NotUnderstood(`unexpected character ${c}`, line);
      toks.push({ kind: 'op', text: op, line });
      i += op.length;
    }
  }
  toks.push({ kind: 'eof', text: '', line });
  return toks;
}

function countNewlines(s: string): number {
  return s.split('\n').length - 1;
}

// ---- Syntax tree ----

export interface TypeNode {
  /** Possibly dotted: `Dimo.Client.Models.PrivilegeSharing`. */
  name: string;
  args: TypeNode[];
  /** Number of `[]` suffixes. */
  array: number;
  nullable: boolean;
  line: number;
}

export interface Arg {
  name: string | null;
  value: Expr;
  line: number;
}

export interface Init {
  name: string;
  value: Expr;
  line: number;
}

export type Expr =
  | {
      t: 'lit';
      kind: 'string' | 'int' | 'long' | 'double' | 'decimal' | 'float' | 'bool' | 'char' | 'null';
      line: number;
    }
  | { t: 'name'; name: string; line: number }
  | { t: 'member'; target: Expr; name: string; conditional: boolean; line: number }
  | { t: 'call'; target: Expr; typeArgs: TypeNode[]; args: Arg[]; line: number }
  | { t: 'new'; type: TypeNode; args: Arg[]; init: Init[] | null; line: number }
  | { t: 'anon'; members: Init[]; line: number }
  | { t: 'collection'; elems: Expr[]; line: number }
  | { t: 'await'; expr: Expr; line: number }
  | { t: 'unary'; op: string; expr: Expr; line: number }
  | { t: 'bang'; expr: Expr; line: number }
  | { t: 'binary'; op: string; left: Expr; right: Expr; line: number }
  | { t: 'cond'; test: Expr; a: Expr; b: Expr; line: number }
  | { t: 'index'; target: Expr; index: Expr[]; line: number }
  | { t: 'lambda'; param: string; body: Expr | Stmt[]; line: number }
  | { t: 'assign'; op: string; target: Expr; value: Expr; line: number };

export interface Attr {
  target: string | null;
  name: string;
  args: Arg[];
  line: number;
}

export interface RecordParam {
  attrs: Attr[];
  type: TypeNode;
  name: string;
  line: number;
}

export interface Catch {
  type: TypeNode | null;
  name: string | null;
  body: Stmt[];
  line: number;
}

export type Stmt =
  | { t: 'using'; ns: string; line: number }
  | { t: 'decl'; name: string; type: TypeNode | null; isConst: boolean; value: Expr; line: number }
  | { t: 'expr'; expr: Expr; line: number }
  | { t: 'record'; name: string; params: RecordParam[]; line: number }
  | { t: 'try'; body: Stmt[]; catches: Catch[]; fin: Stmt[] | null; line: number }
  | { t: 'if'; test: Expr; then: Stmt[]; else: Stmt[] | null; line: number }
  | { t: 'foreach'; name: string; type: TypeNode | null; iter: Expr; body: Stmt[]; line: number }
  | { t: 'throw'; expr: Expr | null; line: number };

const PREDEFINED = new Set([
  'string',
  'int',
  'long',
  'double',
  'decimal',
  'float',
  'bool',
  'object',
  'char',
  'byte',
]);
const STATEMENT_KEYWORDS = new Set([
  'while',
  'for',
  'do',
  'switch',
  'return',
  'using',
  'lock',
  'goto',
  'class',
  'struct',
  'interface',
  'enum',
  'namespace',
  'static',
  'async',
  'void',
  'delegate',
]);

/** Parses one block. Throws NotUnderstood at the first construct outside the subset. */
export function parseBlock(src: string): Stmt[] {
  return new Parser(tokenize(src)).program();
}

class Parser {
  private pos = 0;

  constructor(private readonly toks: Tok[]) {}

  private peek(k = 0): Tok {
    return this.toks[Math.min(this.pos + k, this.toks.length - 1)]!;
  }

  private is(text: string, k = 0): boolean {
    const t = this.peek(k);
    return (t.kind === 'op' || t.kind === 'id') && t.text === text;
  }

  private next(): Tok {
    const t = this.peek();
    if (t.kind !== 'eof') this.pos++;
    return t;
  }

  private expect(text: string): Tok {
    const t = this.peek();
    if (!this.is(text)) {
      throw new NotUnderstood(`expected \`${text}\` but found ${describe(t)}`, t.line);
    }
    return this.next();
  }

  private ident(): Tok {
    const t = this.peek();
    if (t.kind !== 'id') throw new NotUnderstood(`expected a name but found ${describe(t)}`, t.line);
    return this.next();
  }

  program(): Stmt[] {
    const out: Stmt[] = [];
    let seenStatement = false;
    while (this.peek().kind !== 'eof') {
      if (this.is('using') && !this.is('var', 1) && !this.is('(', 1)) {
        const line = this.next().line;
        if (seenStatement)
          throw new NotUnderstood('a `using` directive must come before every statement', line);
        if (this.is('static') || this.is('=', 1)) {
          throw new NotUnderstood('only plain `using Namespace;` directives are understood', line);
        }
        out.push({ t: 'using', ns: this.dotted(), line });
        this.expect(';');
        continue;
      }
      seenStatement = true;
      out.push(this.topLevel());
    }
    return out;
  }

  private dotted(): string {
    let name = this.ident().text;
    while (this.is('.')) {
      this.next();
      name += '.' + this.ident().text;
    }
    return name;
  }

  private topLevel(): Stmt {
    let k = 0;
    while (['public', 'internal', 'sealed'].includes(this.peek(k).text) && this.peek(k).kind === 'id') k++;
    if (this.is('record', k)) {
      this.pos += k;
      return this.record();
    }
    if (k > 0 || this.is('class')) {
      throw new NotUnderstood(
        'only positional `record` declarations are understood after the statements',
        this.peek().line,
      );
    }
    return this.statement();
  }

  private record(): Stmt {
    const line = this.expect('record').line;
    if (this.is('class') || this.is('struct')) {
      throw new NotUnderstood('`record class` / `record struct` are not understood', line);
    }
    const name = this.ident().text;
    if (this.is('<')) throw new NotUnderstood('generic records are not understood', line);
    this.expect('(');
    const params: RecordParam[] = [];
    while (!this.is(')')) {
      const attrs: Attr[] = [];
      while (this.is('[')) attrs.push(...this.attributes());
      const type = this.type();
      const pname = this.ident();
      if (this.is('='))
        throw new NotUnderstood('default values of record parameters are not understood', pname.line);
      params.push({ attrs, type, name: pname.text, line: pname.line });
      if (!this.is(')')) this.expect(',');
    }
    this.expect(')');
    if (this.is('{') || this.is(':')) {
      throw new NotUnderstood('records with a body or a base type are not understood', this.peek().line);
    }
    this.expect(';');
    return { t: 'record', name, params, line };
  }

  private attributes(): Attr[] {
    this.expect('[');
    let target: string | null = null;
    if (this.peek().kind === 'id' && this.is(':', 1)) {
      target = this.next().text;
      this.next();
    }
    const out: Attr[] = [];
    for (;;) {
      const line = this.peek().line;
      const name = this.dotted();
      const args = this.is('(') ? this.args() : [];
      out.push({ target, name, args, line });
      if (this.is(']')) break;
      this.expect(',');
    }
    this.expect(']');
    return out;
  }

  private block(): Stmt[] {
    if (!this.is('{')) return [this.statement()];
    this.next();
    const out: Stmt[] = [];
    while (!this.is('}')) {
      if (this.peek().kind === 'eof') throw new NotUnderstood('missing `}`', this.peek().line);
      out.push(this.statement());
    }
    this.next();
    return out;
  }

  private statement(): Stmt {
    const t = this.peek();
    const line = t.line;
    if (t.kind === 'id') {
      switch (t.text) {
        case 'var': {
          this.next();
          const name = this.ident().text;
          this.expect('=');
          const value = this.expr();
          this.expect(';');
          return { t: 'decl', name, type: null, isConst: false, value, line };
        }
        case 'const': {
          this.next();
          const type = this.type();
          const name = this.ident().text;
          this.expect('=');
          const value = this.expr();
          this.expect(';');
          return { t: 'decl', name, type, isConst: true, value, line };
        }
        case 'if': {
          this.next();
          this.expect('(');
          const test = this.expr();
          this.expect(')');
          const then = this.block();
          let otherwise: Stmt[] | null = null;
          if (this.is('else')) {
            this.next();
            otherwise = this.block();
          }
          return { t: 'if', test, then, else: otherwise, line };
        }
        case 'try': {
          this.next();
          if (!this.is('{')) throw new NotUnderstood('expected `{` after try', line);
          const body = this.block();
          const catches: Catch[] = [];
          while (this.is('catch')) {
            const cline = this.next().line;
            let type: TypeNode | null = null;
            let name: string | null = null;
            if (this.is('(')) {
              this.next();
              type = this.type();
              if (this.peek().kind === 'id') name = this.next().text;
              this.expect(')');
            }
            if (this.is('when'))
              throw new NotUnderstood('exception filters (`when`) are not understood', cline);
            catches.push({ type, name, body: this.block(), line: cline });
          }
          let fin: Stmt[] | null = null;
          if (this.is('finally')) {
            this.next();
            fin = this.block();
          }
          if (catches.length === 0 && !fin)
            throw new NotUnderstood('`try` without `catch` or `finally`', line);
          return { t: 'try', body, catches, fin, line };
        }
        case 'foreach': {
          this.next();
          this.expect('(');
          let type: TypeNode | null = null;
          if (this.is('var')) this.next();
          else type = this.type();
          const name = this.ident().text;
          this.expect('in');
          const iter = this.expr();
          this.expect(')');
          return { t: 'foreach', name, type, iter, body: this.block(), line };
        }
        case 'throw': {
          this.next();
          const expr = this.is(';') ? null : this.expr();
          this.expect(';');
          return { t: 'throw', expr, line };
        }
        case 'await':
          break;
        default:
          if (STATEMENT_KEYWORDS.has(t.text)) {
            throw new NotUnderstood(
              `\`${t.text}\` statements are not understood by the .NET sample check`,
              line,
            );
          }
      }
      // `Type name = value;`: a typed local declaration.
      const save = this.pos;
      try {
        const type = this.type();
        if (this.peek().kind === 'id' && this.is('=', 1)) {
          const name = this.next().text;
          this.next();
          const value = this.expr();
          this.expect(';');
          return { t: 'decl', name, type, isConst: false, value, line };
        }
      } catch (e) {
        if (!(e instanceof NotUnderstood)) throw e;
      }
      this.pos = save;
    }
    if (this.is('{')) throw new NotUnderstood('bare `{ }` blocks are not understood', line);
    const expr = this.expr();
    this.expect(';');
    return { t: 'expr', expr, line };
  }

  /** A type: `Name`, `A.B.Name`, `Name<T, U>`, `Name[]`, `Name?`. */
  type(): TypeNode {
    const t = this.ident();
    let name = t.text;
    while (this.is('.') && this.peek(1).kind === 'id') {
      this.next();
      name += '.' + this.next().text;
    }
    let args: TypeNode[] = [];
    if (this.is('<')) {
      this.next();
      args = [this.type()];
      while (this.is(',')) {
        this.next();
        args.push(this.type());
      }
      this.expect('>');
    }
    let nullable = false;
    if (this.is('?')) {
      this.next();
      nullable = true;
    }
    let array = 0;
    while (this.is('[') && this.is(']', 1)) {
      this.next();
      this.next();
      array++;
    }
    return { name, args, array, nullable, line: t.line };
  }

  /** `<T, U>` followed by `(`: type arguments of a generic call; otherwise nothing is consumed. */
  private typeArgsBeforeCall(): TypeNode[] | null {
    if (!this.is('<')) return null;
    const save = this.pos;
    try {
      this.next();
      const args = [this.type()];
      while (this.is(',')) {
        this.next();
        args.push(this.type());
      }
      if (this.is('>') && this.is('(', 1)) {
        this.next();
        return args;
      }
    } catch (e) {
      if (!(e instanceof NotUnderstood)) throw e;
    }
    this.pos = save;
    return null;
  }

  expr(): Expr {
    // Single-parameter lambda: `c => …`.
    if (this.peek().kind === 'id' && this.is('=>', 1)) {
      const p = this.next();
      this.next();
      const body = this.is('{') ? this.block() : this.expr();
      return { t: 'lambda', param: p.text, body, line: p.line };
    }
    if (this.is('(') && this.peek(1).kind === 'id' && this.is(')', 2) && this.is('=>', 3)) {
      const line = this.next().line;
      const p = this.next().text;
      this.next();
      this.next();
      const body = this.is('{') ? this.block() : this.expr();
      return { t: 'lambda', param: p, body, line };
    }
    const left = this.conditional();
    if (['=', '+=', '-=', '*=', '/=', '??='].some((op) => this.is(op))) {
      const op = this.next();
      return { t: 'assign', op: op.text, target: left, value: this.expr(), line: op.line };
    }
    return left;
  }

  private conditional(): Expr {
    const test = this.binary(0);
    if (this.is('?')) {
      const line = this.next().line;
      const a = this.expr();
      this.expect(':');
      const b = this.expr();
      return { t: 'cond', test, a, b, line };
    }
    return test;
  }

  private static readonly LEVELS = [
    ['??'],
    ['||'],
    ['&&'],
    ['|'],
    ['^'],
    ['&'],
    ['==', '!='],
    ['<', '>', '<=', '>=', 'is', 'as'],
    ['+', '-'],
    ['*', '/', '%'],
  ];

  private binary(level: number): Expr {
    if (level >= Parser.LEVELS.length) return this.unary();
    let left = this.binary(level + 1);
    for (;;) {
      const ops = Parser.LEVELS[level]!;
      const t = this.peek();
      if (!ops.includes(t.text) || t.kind === 'str' || t.kind === 'num') return left;
      if (t.text === 'is' || t.text === 'as') {
        throw new NotUnderstood(
          `\`${t.text}\` expressions are not understood by the .NET sample check`,
          t.line,
        );
      }
      this.next();
      // `??` is right-associative; the rest are left-associative.
      const right = t.text === '??' ? this.binary(level) : this.binary(level + 1);
      left = { t: 'binary', op: t.text, left, right, line: t.line };
    }
  }

  private unary(): Expr {
    const t = this.peek();
    if (t.kind === 'id' && t.text === 'await') {
      this.next();
      return { t: 'await', expr: this.unary(), line: t.line };
    }
    if (t.kind === 'op' && ['!', '-', '+', '~'].includes(t.text)) {
      this.next();
      return { t: 'unary', op: t.text, expr: this.unary(), line: t.line };
    }
    if (t.kind === 'op' && (t.text === '++' || t.text === '--')) {
      throw new NotUnderstood('prefix ++/-- is not understood', t.line);
    }
    return this.postfix(this.primary());
  }

  private postfix(e: Expr): Expr {
    for (;;) {
      const t = this.peek();
      if (this.is('.') || this.is('?.')) {
        this.next();
        const name = this.ident();
        e = { t: 'member', target: e, name: name.text, conditional: t.text === '?.', line: name.line };
        const typeArgs = this.typeArgsBeforeCall();
        if (typeArgs) e = { t: 'call', target: e, typeArgs, args: this.args(), line: name.line };
      } else if (this.is('(')) {
        e = { t: 'call', target: e, typeArgs: [], args: this.args(), line: t.line };
      } else if (this.is('[')) {
        this.next();
        const index = [this.expr()];
        while (this.is(',')) {
          this.next();
          index.push(this.expr());
        }
        this.expect(']');
        e = { t: 'index', target: e, index, line: t.line };
      } else if (this.is('!') && !this.is('=', 1)) {
        // The null-forgiving operator binds to the expression before it.
        this.next();
        e = { t: 'bang', expr: e, line: t.line };
      } else if (this.is('++') || this.is('--')) {
        throw new NotUnderstood('postfix ++/-- is not understood', t.line);
      } else {
        return e;
      }
    }
  }

  private primary(): Expr {
    const t = this.peek();
    const line = t.line;
    if (t.kind === 'str') {
      this.next();
      return { t: 'lit', kind: 'string', line };
    }
    if (t.kind === 'char') {
      this.next();
      return { t: 'lit', kind: 'char', line };
    }
    if (t.kind === 'num') {
      this.next();
      const suffix = /[uUlLmMdDfF]*$/.exec(t.text)![0].toLowerCase();
      const kind = suffix.includes('m')
        ? 'decimal'
        : suffix.includes('f')
          ? 'float'
          : suffix.includes('d') || /[.eE]/.test(t.text.replace(/^0[xX].*/, ''))
            ? 'double'
            : suffix.includes('l')
              ? 'long'
              : 'int';
      return { t: 'lit', kind, line };
    }
    if (t.kind === 'op') {
      if (t.text === '(') {
        this.next();
        const inner = this.expr();
        this.expect(')');
        if (this.peek().kind === 'id' || this.peek().kind === 'str' || this.peek().kind === 'num') {
          throw new NotUnderstood('casts are not understood by the .NET sample check', line);
        }
        return inner;
      }
      if (t.text === '[') {
        this.next();
        const elems: Expr[] = [];
        while (!this.is(']')) {
          if (this.is('..')) throw new NotUnderstood('spread elements are not understood', line);
          elems.push(this.expr());
          if (!this.is(']')) this.expect(',');
        }
        this.next();
        return { t: 'collection', elems, line };
      }
      throw new NotUnderstood(`unexpected ${describe(t)}`, line);
    }
    if (t.kind === 'id') {
      switch (t.text) {
        case 'true':
        case 'false':
          this.next();
          return { t: 'lit', kind: 'bool', line };
        case 'null':
          this.next();
          return { t: 'lit', kind: 'null', line };
        case 'new':
          return this.newExpr();
        case 'default':
        case 'typeof':
        case 'nameof':
        case 'sizeof':
        case 'this':
        case 'base':
        case 'stackalloc':
        case 'checked':
        case 'switch':
        case 'with':
          throw new NotUnderstood(`\`${t.text}\` is not understood by the .NET sample check`, line);
      }
      this.next();
      if (PREDEFINED.has(t.text)) return { t: 'name', name: t.text, line };
      const e: Expr = { t: 'name', name: t.text, line };
      const typeArgs = this.typeArgsBeforeCall();
      if (typeArgs) return { t: 'call', target: e, typeArgs, args: this.args(), line };
      return e;
    }
    throw new NotUnderstood(`unexpected ${describe(t)}`, line);
  }

  private newExpr(): Expr {
    const line = this.expect('new').line;
    if (this.is('{')) {
      return { t: 'anon', members: this.initializer(true), line };
    }
    if (this.is('(')) throw new NotUnderstood('target-typed `new()` is not understood', line);
    if (this.is('[')) throw new NotUnderstood('implicitly typed arrays (`new[]`) are not understood', line);
    const type = this.type();
    if (this.is('[')) throw new NotUnderstood('array creation with a size is not understood', line);
    const args = this.is('(') ? this.args() : null;
    const init = this.is('{') ? this.initializer(false) : null;
    if (!args && !init) throw new NotUnderstood('`new` needs arguments or an initializer', line);
    if (type.array > 0 && !init) throw new NotUnderstood('array creation is not understood', line);
    if (type.array > 0)
      throw new NotUnderstood('array initializers (`new T[] { … }`) are not understood', line);
    return { t: 'new', type, args: args ?? [], init, line };
  }

  /** `{ A = x, B = y }`; in an anonymous object also `{ x, y.Z }` (the name comes from the expression). */
  private initializer(anonymous: boolean): Init[] {
    this.expect('{');
    const out: Init[] = [];
    while (!this.is('}')) {
      const t = this.peek();
      if (t.kind === 'id' && this.is('=', 1)) {
        this.next();
        this.next();
        out.push({ name: t.text, value: this.expr(), line: t.line });
      } else if (anonymous) {
        const value = this.expr();
        const name = value.t === 'name' ? value.name : value.t === 'member' ? value.name : null;
        if (!name) throw new NotUnderstood('an anonymous-object member needs a name', t.line);
        out.push({ name, value, line: t.line });
      } else {
        throw new NotUnderstood('only `Property = value` object initializers are understood', t.line);
      }
      if (!this.is('}')) this.expect(',');
    }
    this.next();
    return out;
  }

  private args(): Arg[] {
    this.expect('(');
    const out: Arg[] = [];
    while (!this.is(')')) {
      const t = this.peek();
      if (t.kind === 'id' && ['ref', 'out', 'in', 'params'].includes(t.text)) {
        throw new NotUnderstood(`\`${t.text}\` arguments are not understood`, t.line);
      }
      let name: string | null = null;
      if (t.kind === 'id' && this.is(':', 1)) {
        name = t.text;
        this.next();
        this.next();
      }
      out.push({ name, value: this.expr(), line: t.line });
      if (!this.is(')')) this.expect(',');
    }
    this.next();
    return out;
  }
}

function describe(t: Tok): string {
  if (t.kind === 'eof') return 'the end of the sample';
  if (t.kind === 'str') return 'a string';
  return `\`${t.text}\``;
}
