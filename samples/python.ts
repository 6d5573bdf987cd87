/**
 * Type-checks the site's Python samples with pyright against stubs of dimo-python-sdk 1.8.0
 * (samples/python-stubs), in one pyright run, and maps each diagnostic back to its page and line.
 * The same run checks the SDK methods that page prose names in inline code (`dimo.fetch.query(query, vehicle_jwt)`).
 *
 * Fence attributes read here:
 * - `prelude=<name>`: samples/preludes/<name>.py is prepended, for fragments that continue an earlier step.
 * - `fails-with=<text>`: the block shows code that no longer works on 1.8.0; it must fail, with an error
 *   mentioning <text>.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { listDocFiles } from '../lib/docs';
import { ROOT, samplesIn, where, type Sample } from './blocks';

export const PYTHON_SDK_VERSION = '1.8.0';
/** The oldest Python dimo-python-sdk 1.8.0 supports (`requires-python = ">=3.8"`). */
export const PYTHON_VERSION = '3.8';
export const STUBS_DIR = path.join(ROOT, 'samples', 'python-stubs');
export const PRELUDES_DIR = path.join(ROOT, 'samples', 'preludes');
const PYRIGHT_CLI = path.join(ROOT, 'node_modules', 'pyright', 'index.js');

/** An SDK method named in prose: `dimo.<service>.<method>`, optionally with its parameter names. */
export interface ProseReference {
  file: string;
  line: number;
  /** The inline code as written, e.g. `dimo.fetch.query(query, vehicle_jwt)`. */
  text: string;
  service: string;
  method: string;
  /** Parameter names when the prose lists them as plain names (`a, b=None`); else only the method is checked. */
  params?: string[];
}

export interface PythonResult<T> {
  item: T;
  /** One line per problem, each starting with the page and line: `docs/x.mdx:12:5 error: … (rule)`. */
  problems: string[];
}

export interface PythonCheck {
  samples: PythonResult<Sample>[];
  prose: PythonResult<ProseReference>[];
  /** Wall time of the whole check, pyright included. */
  seconds: number;
}

interface PyrightDiagnostic {
  file: string;
  severity: 'error' | 'warning' | 'information';
  message: string;
  rule?: string;
  range?: { start: { line: number; character: number } };
}

/** One generated .py file: a head (prelude or probe setup) followed by code from a page. */
interface Unit {
  file: string;
  headLines: number;
  /** Where code line `k` (0-based, after the head) and its column sit on the page. */
  at: (k: number, column: number) => string;
  /** Where a problem inside the head is reported. */
  headAt: (line: number, column: number) => string;
  problems: string[];
}

/** The DIMO attributes that are SDK services, read from the stubs (`auth: Auth`, imported from .api or .graphql). */
export function pythonServices(): Set<string> {
  const source = fs.readFileSync(path.join(STUBS_DIR, 'dimo', 'dimo.pyi'), 'utf8');
  const classes = new Set(
    [...source.matchAll(/^from \.(?:api|graphql)\.\w+ import (\w+)$/gm)].map((m) => m[1]!),
  );
  return new Set(
    [...source.matchAll(/^ {4}(\w+): (\w+)$/gm)].filter((m) => classes.has(m[2]!)).map((m) => m[1]!),
  );
}

/** Inline code in pages and changelog entries (outside fenced blocks) naming a method of a 1.8.0 service. */
export function pythonProseReferences(root = ROOT): ProseReference[] {
  const services = pythonServices();
  const refs: ProseReference[] = [];
  for (const file of [...listDocFiles(root, 'docs'), ...listDocFiles(root, 'changelog')]) {
    let fence: string | undefined;
    fs.readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
        if (marker && (fence === undefined || marker.startsWith(fence))) {
          fence = fence === undefined ? marker : undefined;
          return;
        }
        if (fence !== undefined) return;
        for (const code of text.matchAll(/`([^`]+)`/g)) {
          const m = /^dimo\.([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)(?:\((.*)\))?$/.exec(code[1]!);
          if (!m || !services.has(m[1]!)) continue;
          const args = m[3]?.trim() ? m[3].split(',').map((a) => a.trim()) : [];
          const names = args.map((a) => /^([a-z_][a-z0-9_]*)(?:\s*=.*)?$/.exec(a)?.[1]);
          refs.push({
            file,
            line: i + 1,
            text: code[1]!,
            service: m[1]!,
            method: m[2]!,
            params: args.length > 0 && names.every((n) => n !== undefined) ? (names as string[]) : undefined,
          });
        }
      });
  }
  return refs;
}

function severityText(d: PyrightDiagnostic): string {
  return `${d.severity}: ${d.message.replace(/\s*\n\s*/g, ' ')}${d.rule ? ` (${d.rule})` : ''}`;
}

function sampleUnit(sample: Sample, file: string): Unit {
  const prelude = sample.attributes.prelude;
  const problems: string[] = [];
  let head = '';
  if (prelude !== undefined) {
    const preludeFile = path.join(PRELUDES_DIR, `${prelude}.py`);
    if (fs.existsSync(preludeFile)) {
      head = fs.readFileSync(preludeFile, 'utf8');
      if (!head.endsWith('\n')) head += '\n';
    } else {
      problems.push(
        `${where(sample)} prelude=${prelude}: ${path.relative(ROOT, preludeFile)} does not exist`,
      );
    }
  }
  fs.writeFileSync(file, head + sample.value + '\n');
  return {
    file,
    headLines: head.split('\n').length - 1,
    at: (k, column) => `${sample.file}:${sample.line + 1 + k}:${column}`,
    headAt: (line, column) => `${where(sample)} in samples/preludes/${prelude}.py:${line}:${column}`,
    problems,
  };
}

const PROBE_HEAD = [
  'from typing import Any',
  '',
  'from dimo import DIMO',
  '',
  'value: Any = None',
  'dimo = DIMO("Production")',
  '',
].join('\n');

function proseUnit(ref: ProseReference, file: string): Unit {
  const target = `dimo.${ref.service}.${ref.method}`;
  const probe = ref.params ? `${target}(${ref.params.map((p) => `${p}=value`).join(', ')})` : target;
  fs.writeFileSync(file, `${PROBE_HEAD}\n_ = ${probe}\n`);
  return {
    file,
    headLines: PROBE_HEAD.split('\n').length,
    at: () => `${ref.file}:${ref.line} \`${ref.text}\``,
    headAt: (line) => `${ref.file}:${ref.line} (probe setup line ${line})`,
    problems: [],
  };
}

/** Applies `fails-with=<text>`: the expected failure becomes no problem; its absence becomes one. */
function expectation(sample: Sample, problems: string[]): string[] {
  const expected = sample.attributes['fails-with'];
  if (expected === undefined) return problems;
  if (problems.some((p) => p.includes(expected))) return [];
  if (problems.length === 0) {
    return [
      `${where(sample)} is marked fails-with=${expected} but type-checks against dimo-python-sdk ${PYTHON_SDK_VERSION}`,
    ];
  }
  return [`${where(sample)} is marked fails-with=${expected} but fails otherwise:`, ...problems];
}

/**
 * Runs pyright once over every given sample and prose reference and returns the problems (errors and
 * warnings) of each.
 */
export function checkPythonSamples(
  samples: Sample[] = samplesIn(['python']),
  prose: ProseReference[] = pythonProseReferences(),
): PythonCheck {
  const started = performance.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'python-samples-'));
  try {
    const sourceDir = path.join(dir, 'samples');
    fs.mkdirSync(sourceDir);
    // An empty virtual environment: pyright then resolves imports from the stdlib, the bundled typeshed
    // stubs and our stubs only, never from whatever the machine's own Python has installed.
    fs.mkdirSync(path.join(dir, 'venv', 'empty', 'lib', `python${PYTHON_VERSION}`, 'site-packages'), {
      recursive: true,
    });
    const sampleUnits = samples.map((s, i) =>
      sampleUnit(s, path.join(sourceDir, `sample_${String(i + 1).padStart(3, '0')}.py`)),
    );
    const proseUnits = prose.map((r, i) =>
      proseUnit(r, path.join(sourceDir, `prose_${String(i + 1).padStart(3, '0')}.py`)),
    );
    const config = {
      include: [sourceDir],
      stubPath: STUBS_DIR,
      venvPath: path.join(dir, 'venv'),
      venv: 'empty',
      pythonVersion: PYTHON_VERSION,
      typeCheckingMode: 'standard',
      // Bundled third-party stubs (requests) resolve without their package installed; that is expected.
      reportMissingModuleSource: 'none',
    };
    const configFile = path.join(dir, 'pyrightconfig.json');
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));

    const run = spawnSync(process.execPath, [PYRIGHT_CLI, '--outputjson', '-p', configFile], {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 120_000,
    });
    // Exit status 0: no errors; 1: errors found. Anything else means pyright itself failed.
    if (run.status !== 0 && run.status !== 1) {
      throw new Error(`pyright failed (status ${run.status}): ${run.error?.message ?? ''}${run.stderr}`);
    }
    const output = JSON.parse(run.stdout) as { generalDiagnostics: PyrightDiagnostic[] };

    const byFile = new Map([...sampleUnits, ...proseUnits].map((u) => [path.resolve(u.file), u]));
    for (const d of output.generalDiagnostics) {
      if (d.severity === 'information') continue;
      const unit = byFile.get(path.resolve(d.file));
      if (!unit) throw new Error(`pyright reported on a file outside the samples: ${d.file}: ${d.message}`);
      const line = d.range?.start.line ?? 0;
      const column = (d.range?.start.character ?? 0) + 1;
      const at =
        line < unit.headLines ? unit.headAt(line + 1, column) : unit.at(line - unit.headLines, column);
      unit.problems.push(`${at} ${severityText(d)}`);
    }
    return {
      samples: sampleUnits.map((u, i) => ({
        item: samples[i]!,
        problems: expectation(samples[i]!, u.problems),
      })),
      prose: proseUnits.map((u, i) => ({ item: prose[i]!, problems: u.problems })),
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
