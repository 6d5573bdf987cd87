/**
 * Type-checks every TypeScript and TSX sample of the site, strict, and maps each diagnostic back to the page and
 * line a contributor edits. Every block is compiled twice, one Program per mode: against data-sdk exactly as
 * installed (what a reader's project sees), and against samples/types/data-sdk-1.6.0.d.ts (which knows each
 * resource's methods and arguments that the published `any` index signature lets through). A block passes
 * only when it compiles in both.
 *
 * Each block becomes a virtual file under the repository root (so imports resolve from node_modules), in a
 * folder per page, named after its `title` when that is a file name: `./App` in main.tsx finds the App.tsx
 * block of the same page. A fragment names its context with `prelude=<name>` in the fence, and the text of
 * samples/preludes/<name>.ts is put in front of it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { ROOT, samplesIn, where, type Sample } from './blocks';

/** The versions the pages name; the module names are mapped to these declarations inside the checker only. */
export const SDK_TYPES = {
  '@dimo-network/data-sdk': { version: '1.6.0', file: 'samples/types/data-sdk-1.6.0.d.ts' },
  '@dimo-network/login-with-dimo': { version: '0.0.32', file: 'samples/types/login-with-dimo-0.0.32.d.ts' },
} as const;

type SdkModule = keyof typeof SDK_TYPES;

export type Mode = 'published' | 'overlay';

/**
 * What each mode maps to our declarations. login-with-dimo is mapped in both: the registry lacks 0.0.32, so
 * samples/types holds the only declarations of it a check can read.
 */
export const MODES: Record<Mode, { label: string; mapped: readonly SdkModule[] }> = {
  published: { label: 'as published', mapped: ['@dimo-network/login-with-dimo'] },
  overlay: {
    label: 'methods and arguments of 1.6.0',
    mapped: ['@dimo-network/data-sdk', '@dimo-network/login-with-dimo'],
  },
};
const MODE_ORDER: readonly Mode[] = ['published', 'overlay'];

export interface SampleProblem {
  /** docs/x.mdx:42, the page line the problem is on. */
  at: string;
  /** The modes the problem shows in, in MODE_ORDER. */
  modes: Mode[];
  message: string;
}

export interface SampleResult {
  sample: Sample;
  /** Where the block was compiled, for messages about it as a whole. */
  virtualFile: string;
  problems: SampleProblem[];
}

export interface TypeScriptCheck {
  results: SampleResult[];
  /** Problems outside any sample: options, the declaration files in samples/types. */
  checkerProblems: string[];
  programs: Record<Mode, ts.Program>;
  milliseconds: number;
}

export const PRELUDE_DIR = 'samples/preludes';

/** Every TypeScript and TSX block of the docs and the changelog. */
export function typeScriptSamples(root = ROOT): Sample[] {
  return samplesIn(['ts', 'typescript', 'tsx'], root);
}
const VIRTUAL_DIR = '.sample-check';

export function compilerOptions(mode: Mode, root = ROOT): ts.CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    jsx: ts.JsxEmit.ReactJSX,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    paths: Object.fromEntries(
      MODES[mode].mapped.map((name) => [name, [path.join(root, SDK_TYPES[name].file)]]),
    ),
  };
}

/** A title that is a file name (`App.tsx`) names the virtual file; otherwise the fence line does. */
function virtualName(sample: Sample, taken: Set<string>): string {
  const title = sample.attributes.title ?? '';
  const ext = sample.lang === 'tsx' ? '.tsx' : '.ts';
  const name = /^[\w.-]+\.tsx?$/.test(title) && title.endsWith(ext) ? title : `line-${sample.line}${ext}`;
  return taken.has(name) ? `line-${sample.line}${ext}` : name;
}

interface Entry {
  sample: Sample;
  text: string;
  /** Lines the prelude adds in front of the block. */
  preludeLines: number;
  prelude?: string;
  preludeMissing: boolean;
}

function entryFor(sample: Sample, root: string): Entry {
  const prelude = sample.attributes.prelude;
  if (!prelude) return { sample, text: sample.value, preludeLines: 0, preludeMissing: false };
  const file = path.join(root, PRELUDE_DIR, `${prelude}.ts`);
  if (!existsSync(file))
    return { sample, text: sample.value, preludeLines: 0, prelude, preludeMissing: true };
  const head = readFileSync(file, 'utf8').replace(/\n*$/, '\n');
  return {
    sample,
    text: head + sample.value,
    preludeLines: head.split('\n').length - 1,
    prelude,
    preludeMissing: false,
  };
}

function pageLine(entry: Entry, fileLine: number): number {
  return entry.sample.line + 1 + Math.max(0, fileLine - entry.preludeLines);
}

function describe(d: ts.Diagnostic): string {
  return `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
}

/** Compiles the samples once per mode and returns, for each, its problems at page lines. */
export function checkTypeScriptSamples(
  samples: Sample[] = typeScriptSamples(),
  root = ROOT,
): TypeScriptCheck {
  const started = performance.now();
  const entries = new Map<string, Entry>();
  const takenByPage = new Map<string, Set<string>>();
  for (const sample of samples) {
    const taken = takenByPage.get(sample.file) ?? new Set<string>();
    takenByPage.set(sample.file, taken);
    const name = virtualName(sample, taken);
    taken.add(name);
    entries.set(path.join(root, VIRTUAL_DIR, sample.file, name), entryFor(sample, root));
  }
  // skipLibCheck keeps the run fast but would also skip our own .d.ts files: compile a .ts copy of each,
  // beside it so its relative imports resolve, and report its problems against the real file.
  const declarationCopies = new Map<string, string>();
  for (const { file } of Object.values(SDK_TYPES)) {
    const copy = path.join(root, file.replace(/\.d\.ts$/, '.declarations-check.ts'));
    declarationCopies.set(copy, file);
    entries.set(copy, {
      sample: { file, line: 0, lang: 'ts', meta: '', value: '', attributes: {} },
      text: readFileSync(path.join(root, file), 'utf8'),
      preludeLines: 0,
      preludeMissing: false,
    });
  }

  const results = new Map<string, SampleResult>();
  for (const [file, entry] of entries) {
    if (declarationCopies.has(file)) continue;
    const problems: SampleProblem[] = [];
    if (entry.preludeMissing) {
      problems.push({
        at: where(entry.sample),
        modes: [...MODE_ORDER],
        message: `prelude=${entry.prelude} names no file ${PRELUDE_DIR}/${entry.prelude}.ts`,
      });
    }
    results.set(file, { sample: entry.sample, virtualFile: path.relative(root, file), problems });
  }
  const checkerProblems = new Map<string, Mode[]>();
  /** Adds a problem, or the mode to the same problem found in the other mode. */
  const add = (problems: SampleProblem[], mode: Mode, at: string, message: string) => {
    const same = problems.find((p) => p.at === at && p.message === message);
    if (same) same.modes.push(mode);
    else problems.push({ at, modes: [mode], message });
  };

  // Parsing the libraries (lib.dom, react, node) is most of the cost: both Programs share the parsed files,
  // which is safe because the modes differ only in `paths`, which changes module resolution, not parsing.
  const parsed = new Map<string, ts.SourceFile>();
  const virtualDirs = new Set([...entries.keys()].flatMap((f) => ancestors(path.dirname(f), root)));
  const programs = {} as Record<Mode, ts.Program>;
  for (const mode of MODE_ORDER) {
    const options = compilerOptions(mode, root);
    const host = ts.createCompilerHost(options, true);
    const { getSourceFile, fileExists, readFile, directoryExists } = host;
    host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
      const cached = parsed.get(fileName);
      if (cached) return cached;
      const entry = entries.get(fileName);
      const file = entry
        ? ts.createSourceFile(fileName, entry.text, languageVersion, true)
        : getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
      if (file) parsed.set(fileName, file);
      return file;
    };
    host.fileExists = (fileName) => entries.has(fileName) || fileExists.call(host, fileName);
    host.readFile = (fileName) => entries.get(fileName)?.text ?? readFile.call(host, fileName);
    host.directoryExists = (dir) =>
      virtualDirs.has(dir) || (directoryExists?.call(host, dir) ?? ts.sys.directoryExists(dir));

    // Our declarations are checked once, in the mode that maps every module to them.
    const rootNames = [...entries.keys()].filter((f) => mode === 'overlay' || !declarationCopies.has(f));
    const program = ts.createProgram({ rootNames, options, host });
    programs[mode] = program;
    const diagnostics = [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...program.getSyntacticDiagnostics(),
      ...program.getSemanticDiagnostics(),
    ];
    for (const d of diagnostics) {
      const entry = d.file && entries.get(d.file.fileName);
      const result = d.file && results.get(d.file.fileName);
      if (!entry || !result || !d.file) {
        const declarations = d.file && declarationCopies.get(d.file.fileName);
        const line = d.file ? `:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}` : '';
        const at = d.file ? `${declarations ?? path.relative(root, d.file.fileName)}${line} ` : '';
        const problem = at + describe(d);
        checkerProblems.set(problem, [...(checkerProblems.get(problem) ?? []), mode]);
        continue;
      }
      const { line } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
      const inPrelude = line < entry.preludeLines ? ` (in prelude ${entry.prelude})` : '';
      const message =
        (missingSdkMethod(program, d, root) ?? describe(d) + untypedQueryHint(program, d)) + inPrelude;
      add(result.problems, mode, `${entry.sample.file}:${pageLine(entry, line)}`, message);
    }
  }
  return {
    results: [...results.values()],
    checkerProblems: [...checkerProblems].map(([problem, modes]) => `(${modeLabels(modes)}) ${problem}`),
    programs,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** `as published`, or both labels when a problem shows in both modes. */
function modeLabels(modes: readonly Mode[]): string {
  return modes.map((m) => MODES[m].label).join('; ');
}

/** The innermost node at `pos`. */
function nodeAt(node: ts.Node, pos: number): ts.Node {
  const child = node.getChildren().find((c) => c.getStart() <= pos && pos < c.getEnd());
  return child ? nodeAt(child, pos) : node;
}

/**
 * `dimo.telemetry.getSignals(…)`: says which resource lacks which method and what it has, in place of
 * "Property 'getSignals' does not exist on type 'TelemetryResource'".
 */
function missingSdkMethod(program: ts.Program, d: ts.Diagnostic, root: string): string | undefined {
  if ((d.code !== 2339 && d.code !== 2551) || !d.file || d.start === undefined) return undefined;
  const name = nodeAt(d.file, d.start);
  const access = name.parent;
  if (!ts.isIdentifier(name) || !access || !ts.isPropertyAccessExpression(access) || access.name !== name) {
    return undefined;
  }
  const resource = access.expression;
  if (!ts.isPropertyAccessExpression(resource)) return undefined;
  const sdk = SDK_TYPES['@dimo-network/data-sdk'];
  const checker = program.getTypeChecker();
  const client = checker.getTypeAtLocation(resource.expression).getSymbol();
  const declaredIn = client?.declarations?.[0]?.getSourceFile().fileName;
  if (client?.name !== 'DIMO' || declaredIn !== path.join(root, sdk.file)) return undefined;
  const methods = checker
    .getTypeAtLocation(resource)
    .getProperties()
    .map((p) => p.name);
  return (
    `TS${d.code}: ${resource.getText()} has no method ${name.text} in data-sdk ${sdk.version}; ` +
    (methods.length ? `it has ${methods.join(', ')}` : 'it has no methods')
  );
}

/** Where the pages show the type a query() result is given. */
export const QUERY_RESULT_PAGE = 'docs/build/building-with-tools/server-sdk.mdx';

/**
 * `result.data` where `result` is `await dimo.x.query(…)`: data-sdk declares query() as `void`, so says how the
 * samples name the result's type.
 */
function untypedQueryHint(program: ts.Program, d: ts.Diagnostic): string {
  if (d.code !== 2339 || !d.file || d.start === undefined) return '';
  const access = nodeAt(d.file, d.start).parent;
  if (!access || !ts.isPropertyAccessExpression(access) || !ts.isIdentifier(access.expression)) return '';
  const checker = program.getTypeChecker();
  if (!(checker.getTypeAtLocation(access.expression).flags & ts.TypeFlags.Void)) return '';
  const declaration = checker.getSymbolAtLocation(access.expression)?.valueDeclaration;
  let init = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  while (init && (ts.isAwaitExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
  if (!init || !ts.isCallExpression(init) || !ts.isPropertyAccessExpression(init.expression)) return '';
  if (init.expression.name.text !== 'query') return '';
  return (
    ` data-sdk ${SDK_TYPES['@dimo-network/data-sdk'].version} declares query() as returning nothing: ` +
    `name the result's type, \`(await ${init.expression.getText()}({ … })) as unknown as GraphQLResponse<…>\`, ` +
    `as ${QUERY_RESULT_PAGE} shows.`
  );
}

/** Every folder from `dir` up to, not including, `root`. */
function ancestors(dir: string, root: string): string[] {
  const out: string[] = [];
  for (let d = dir; d.startsWith(root + path.sep); d = path.dirname(d)) out.push(d);
  return out;
}

/** `docs/x.mdx:44 (as published) TS2339: Property 'data' does not exist …`, one line per problem. */
export function formatProblems(result: SampleResult): string[] {
  return result.problems.map((p) => `${p.at} (${modeLabels(p.modes)}) ${p.message}`);
}

/** The packages a sample imports among those with mapped declarations, e.g. ['data-sdk 1.6.0']. */
export function sdksOf(sample: Sample): string[] {
  return Object.entries(SDK_TYPES)
    .filter(
      ([name]) => new RegExp(`from\\s+['"]${name}['"]`).test(sample.value) || usesPreludeOf(sample, name),
    )
    .map(([name, { version }]) => `${name.replace('@dimo-network/', '')} ${version}`);
}

function usesPreludeOf(sample: Sample, moduleName: string, root = ROOT): boolean {
  const prelude = sample.attributes.prelude;
  const file = prelude ? path.join(root, PRELUDE_DIR, `${prelude}.ts`) : '';
  return file !== '' && existsSync(file) && readFileSync(file, 'utf8').includes(`'${moduleName}'`);
}

/**
 * The methods the data-sdk declarations give each `dimo.<resource>`, read from the compiled Program, so a test
 * can hold them against the methods `new DIMO('Production')` has at run time.
 */
export function declaredResourceMethods(program: ts.Program, root = ROOT): Record<string, string[]> {
  const file = program.getSourceFile(path.join(root, SDK_TYPES['@dimo-network/data-sdk'].file));
  if (!file) throw new Error(`${SDK_TYPES['@dimo-network/data-sdk'].file} is not part of the Program`);
  const checker = program.getTypeChecker();
  const dimo = file.statements.find(
    (s): s is ts.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === 'DIMO',
  );
  if (!dimo?.name) throw new Error('the data-sdk declarations have no DIMO class');
  const instance = checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(dimo.name)!);
  const out: Record<string, string[]> = {};
  for (const prop of instance.getProperties()) {
    const type = checker.getTypeOfSymbol(prop);
    if (type.getCallSignatures().length > 0) continue;
    out[prop.name] = type.getProperties().map((m) => m.name);
  }
  return out;
}
