import { readFileSync } from 'node:fs';
import path from 'node:path';

import { processOpenapiFiles, readOpenapiFiles } from 'docusaurus-plugin-openapi-docs/lib/openapi';
import { sampleRequestFromSchema } from 'docusaurus-plugin-openapi-docs/lib/openapi/createRequestExample';
import { describe, expect, it } from 'vitest';

import {
  SERVICES,
  descriptionPath,
  loadDescription,
  operations,
  serviceForHost,
  sourceOf,
  type ServiceKey,
} from '../../openapi';
import { createProseLinter } from '../../lint/prose/linter';
import { PYTHON_SDK_VERSION as CHECKED_PYTHON_SDK } from '../../samples/python';
import { SDK_TYPES } from '../../samples/typescript';
import { checkDocTargets, pageKind } from '../../lib/doc-targets';
import { listDocFiles, parseDocSource, readDocPage } from '../../lib/docs';
import { referenceKey } from '../../src/components/Endpoint/reference';
import { readCheckedAgainst, readSources } from '../../src/data/checkedAgainst';
import { DATA_SDK_VERSION, PYTHON_SDK_VERSION, SDK_CALLS, isAvoided } from './sdk-calls';
import {
  GENERATED_SUFFIX,
  TRY_IT,
  colonPath,
  kebab,
  mdxText,
  privilegesLabel,
  referenceLinks,
  renderReference,
  type GeneratedPage,
} from './render';

const ROOT = path.resolve(__dirname, '../..');
const pages = renderReference();
const byId = (id: string) => pages.find((p) => p.id === id)!;
const parsed = pages.map((p) => ({ page: p, doc: parseDocSource(p.file, p.source) }));
const committedDocs = listDocFiles(ROOT, 'docs')
  .filter((f) => !f.endsWith(GENERATED_SUFFIX))
  .map((f) => readDocPage(ROOT, f));

/** The `params` of the ParamTable that follows a heading, as the page writes them. */
function tableAfter(source: string, heading: string): { name: string; in?: string }[] {
  const at = source.indexOf(`\n${heading}\n`);
  if (at < 0) return [];
  const m = /<ParamTable[^\n]*params=\{\[\n([\s\S]*?)\n\]\} \/>/.exec(source.slice(at));
  return m
    ? m[1]!.split('\n').map((line) => JSON.parse(line.trim().replace(/,$/, '')) as { name: string })
    : [];
}

function endpointAttribute(source: string, name: string): string | undefined {
  return new RegExp(`<Endpoint [^>]*\\b${name}="([^"]*)"`).exec(source)?.[1];
}

function block(page: GeneratedPage, lang: string): string {
  return parseDocSource(page.file, page.source).codeBlocks.find((b) => b.lang === lang)?.value ?? '';
}

describe('the generated reference pages', () => {
  it('give every operation of every description exactly one page, with a unique id, slug and file', () => {
    const ops = operations();
    expect(pages).toHaveLength(ops.length);
    for (const op of ops) {
      const mine = pages.filter(
        (p) =>
          p.operation.service.key === op.service.key &&
          p.operation.method === op.method &&
          p.operation.path === op.path,
      );
      expect(
        mine.map((p) => p.file),
        `${op.method} ${op.path}`,
      ).toHaveLength(1);
    }
    for (const key of ['file', 'slug', 'url'] as const)
      expect(new Set(pages.map((p) => p[key])).size).toBe(pages.length);
    for (const p of pages) {
      expect(p.file).toBe(`docs/api-references/${p.operation.service.key}/${p.id}${GENERATED_SUFFIX}`);
      expect(p.slug).toBe(`/api-references/${p.operation.service.key}/${p.id}`);
      expect(p.id).toBe(kebab(p.operation.operationId));
      expect(p.source).toMatch(new RegExp(`^---\\nid: ${p.id}\\nslug: ${p.slug}\\n`));
    }
    // No hand-written page is at one of these URLs.
    const taken = new Set(
      committedDocs.map((d) =>
        typeof d.frontMatter.slug === 'string'
          ? `/docs${d.frontMatter.slug}`
          : `/${d.file.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`,
      ),
    );
    expect(pages.filter((p) => taken.has(p.url)).map((p) => p.url)).toEqual([]);
  });

  it('names ids after the operation: createVinCredential → create-vin-credential', () => {
    expect(kebab('createVinCredential')).toBe('create-vin-credential');
    expect(kebab('getR1CompatibilitySheet')).toBe('get-r1-compatibility-sheet');
    expect(byId('create-vin-credential').url).toBe(
      '/docs/api-references/attestation-api/create-vin-credential',
    );
  });

  it('a changed description changes its page, and only that page', () => {
    const copy = structuredClone(loadDescription('attestation-api'));
    copy.paths['/v2/attestation/vin/{tokenId}']!.post!.summary = 'Issue a VIN credential';
    const changed = renderReference({ 'attestation-api': copy });
    const before = byId('create-vin-credential').source;
    const after = changed.find((p) => p.id === 'create-vin-credential')!.source;
    expect(after).not.toBe(before);
    expect(after).toContain('\n# Issue a VIN credential\n');
    expect(after).toContain('title: Issue a VIN credential\n');
    const others = (list: GeneratedPage[]) =>
      list.filter((p) => p.id !== 'create-vin-credential').map((p) => p.source);
    expect(others(changed)).toEqual(others(pages));
  });

  it('a response that takes one of several shapes lists the fields of each', () => {
    const page = byId('subscribe-vehicle-list').source;
    const ok = page.slice(page.indexOf('{#status-200}'), page.indexOf('{#status-400}'));
    expect(ok).toContain('The body is one of 2 shapes:');
    expect(ok).toMatch(
      /Shape 1 is a JSON object with these fields:[\s\S]*"name":"message"[\s\S]*Shape 2 is a JSON object with these fields:[\s\S]*"name":"failedSubscriptions\[\]\.assetDid"/,
    );
  });

  it.each(pages.map((p) => [p.url, p] as const))(
    '%s carries the method, path, host, auth, privileges and every parameter',
    (_, p) => {
      const op = p.operation;
      const doc = parseDocSource(p.file, p.source);
      expect(doc.endpoints).toEqual([
        { line: expect.any(Number), method: op.method, path: colonPath(op.path) },
      ]);
      expect(endpointAttribute(p.source, 'host')).toBe(`https://${op.service.production}`);
      expect(endpointAttribute(p.source, 'auth')).toBe(op.token);
      expect(endpointAttribute(p.source, 'privileges')).toBe(privilegesLabel(op.privileges));
      const rows = tableAfter(p.source, '## Parameters');
      for (const param of op.parameters)
        expect(rows, `${param.in} parameter ${param.name}`).toContainEqual(
          expect.objectContaining({ name: param.name, in: param.in }),
        );
      if (op.token !== 'none')
        expect(rows).toContainEqual(expect.objectContaining({ name: 'Authorization' }));
      if (op.body) {
        const fields = tableAfter(p.source, '## Request body').map((r) => r.name);
        expect(fields).toEqual(expect.arrayContaining(Object.keys(op.body.schema.properties ?? {})));
      }
      for (const r of op.responses) expect(p.source).toContain(`{#status-${r.status}}`);
      expect(doc.headings[0]).toEqual({ depth: 1, text: op.summary });
    },
  );

  it('samples use the SDK call the table names, and fetch / requests where it names none', () => {
    const problems: string[] = [];
    for (const p of pages) {
      const entry = SDK_CALLS[p.operation.service.key][`${p.operation.method} ${p.operation.path}`] ?? {};
      const ts = block(p, 'ts');
      const python = block(p, 'python');
      if (entry.ts && !isAvoided(entry.ts)) {
        if (!ts.includes(`dimo.${entry.ts.method}(`))
          problems.push(`${p.file}: ts does not call ${entry.ts.method}`);
      } else if (!ts.includes('await fetch(')) problems.push(`${p.file}: ts neither calls the SDK nor fetch`);
      if (entry.py && !isAvoided(entry.py)) {
        if (!python.includes(`dimo.${entry.py.method}(`))
          problems.push(`${p.file}: python does not call ${entry.py.method}`);
      } else if (!/requests\.\w+\(/.test(python))
        problems.push(`${p.file}: python neither calls the SDK nor requests`);
      for (const [lang, call] of [
        ['ts', entry.ts],
        ['python', entry.py],
      ] as const)
        if (isAvoided(call) && !p.source.includes(mdxText(call.avoid)))
          problems.push(`${p.file}: the ${lang} tab does not say why it avoids the SDK`);
    }
    expect(problems).toEqual([]);
  });

  it.each(parsed.map(({ page, doc }) => [page.url, page, doc] as const))(
    '%s meets the operation page targets of docs:stats',
    (_, page, doc) => {
      expect(pageKind(page.file)).toBe('operation');
      expect(checkDocTargets(doc).reasons).toEqual([]);
    },
  );

  it('each page has a description of 80–160 characters, unique across the site', () => {
    const descriptions = [
      ...committedDocs.map((d) => [d.file, d.frontMatter.description] as const),
      ...parsed.map(({ page, doc }) => [page.file, doc.frontMatter.description] as const),
    ];
    const problems: string[] = [];
    const seen = new Map<unknown, string>();
    for (const [file, d] of descriptions) {
      if (seen.has(d)) problems.push(`${file} repeats the description of ${seen.get(d)}`);
      seen.set(d, file);
    }
    for (const { page, doc } of parsed) {
      const d = String(doc.frontMatter.description);
      if (d.length < 80 || d.length > 160)
        problems.push(`${page.file}: description of ${d.length} characters`);
    }
    expect(problems).toEqual([]);
  });

  it('each page says what it was checked against: the description commit, and each SDK its samples import', () => {
    expect(DATA_SDK_VERSION).toBe(SDK_TYPES['@dimo-network/data-sdk'].version);
    expect(PYTHON_SDK_VERSION).toBe(CHECKED_PYTHON_SDK);
    for (const { page, doc } of parsed) {
      const key = page.operation.service.key;
      const checked = readCheckedAgainst(doc.frontMatter);
      const sources = readSources(doc.frontMatter);
      expect([...checked.errors, ...sources.errors]).toEqual([]);
      const expected: Record<string, string> = { [key]: sourceOf(loadDescription(key))!.commit };
      if (/from '@dimo-network\/data-sdk'/.test(block(page, 'ts'))) expected['data-sdk'] = DATA_SDK_VERSION;
      if (/^from dimo import/m.test(block(page, 'python'))) expected['dimo-python-sdk'] = PYTHON_SDK_VERSION;
      expect(checked.value, page.file).toEqual(expected);
      expect(doc.frontMatter.sources).toEqual([loadDescription(key).info['x-source']]);
    }
  });

  it("each page carries its description's last commit date as last_update when given, and none otherwise", () => {
    const dated = renderReference({}, { lastUpdated: { 'attestation-api': '2026-03-01T10:00:00.000Z' } });
    for (const page of dated) {
      const { frontMatter } = parseDocSource(page.file, page.source);
      const expected =
        page.operation.service.key === 'attestation-api' ? { date: '2026-03-01T10:00:00.000Z' } : undefined;
      expect(frontMatter.last_update, page.file).toEqual(expected);
    }
    expect(pages.some((p) => p.source.includes('last_update'))).toBe(false);
  });

  it('the prose linter finds nothing on any page', async () => {
    const linter = createProseLinter();
    const problems: string[] = [];
    for (const p of pages) {
      const result = await linter.lintText(p.source, path.join(ROOT, p.file));
      for (const m of result.messages)
        problems.push(`${p.file}:${m.line}:${m.column} ${m.message} (${m.ruleId})`);
    }
    expect(problems).toEqual([]);
  });

  it('places Try it with the operation, every schema dereferenced', () => {
    for (const p of pages) {
      expect(JSON.stringify(p.tryIt)).not.toContain('"$ref"');
      expect(p.tryIt).toMatchObject({
        service: p.operation.service.key,
        method: p.operation.method,
        path: p.operation.path,
        token: p.operation.token,
      });
      const m = /<TryIt operation=\{([\s\S]*?)\} \/>/.exec(p.source);
      if (TRY_IT) expect(m && JSON.parse(m[1]!)).toEqual(p.tryIt);
      else expect(m).toBeNull();
    }
  });

  it('escapes MDX syntax in prose, not in inline code', () => {
    expect(mdxText('Send {a} or <b>, not `{c}`')).toBe('Send \\{a\\} or \\<b>, not `{c}`');
  });
});

describe('the guide pages', () => {
  it('every <Endpoint> of the REST guides finds the reference page of its operation', () => {
    let checked = 0;
    const links = referenceLinks(pages);
    const missing: string[] = [];
    for (const d of committedDocs.filter((x) => x.file.startsWith('docs/api-references/'))) {
      const lines = readFileSync(path.join(ROOT, d.file), 'utf8').split('\n');
      for (const e of d.endpoints) {
        const host = /host="([^"]*)"/.exec(lines[e.line - 1] ?? '')?.[1] ?? '';
        if (!serviceForHost(host.replace(/^https:\/\//, ''))) continue;
        checked++;
        if (!links[referenceKey(e.method, host, e.path)])
          missing.push(`${d.file}:${e.line} ${e.method} ${host}${e.path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(21);
  });
});

describe('agreement with docusaurus-plugin-openapi-docs', () => {
  /** The generator adds `title` to every component schema it inlines; nothing else should differ. */
  const untitled = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(untitled)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.entries(x)
              .filter(([k]) => k !== 'title')
              .map(([k, v]) => [k, untitled(v)]),
          )
        : x;

  it.each(SERVICES.map((s) => [s.file, s.key] as const))(
    '%s: the operations, parameters, bodies and responses read here are processOpenapiFiles’',
    async (_, key: ServiceKey) => {
      const files = await readOpenapiFiles(descriptionPath(key));
      const [items] = await processOpenapiFiles(files, { specPath: '', outputDir: '' } as never, {} as never);
      const generated = items.filter((i) => i.type === 'api') as unknown as {
        api: {
          method: string;
          path: string;
          parameters?: unknown[];
          requestBody?: { content: Record<string, { schema: unknown }> };
          responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
          jsonRequestBodyExample?: unknown;
        };
      }[];
      const mine = pages.filter((p) => p.operation.service.key === key).map((p) => p.operation);
      expect(generated.map((g) => `${g.api.method.toUpperCase()} ${g.api.path}`).sort()).toEqual(
        mine.map((op) => `${op.method} ${op.path}`).sort(),
      );
      for (const op of mine) {
        const g = generated.find(
          (x) => x.api.method.toUpperCase() === op.method && x.api.path === op.path,
        )!.api;
        expect(untitled(op.parameters.map(({ schema, ...rest }) => ({ ...rest, schema })))).toEqual(
          untitled(g.parameters ?? []),
        );
        expect(untitled(op.body?.schema)).toEqual(
          untitled(g.requestBody?.content['application/json']?.schema),
        );
        if (op.body)
          expect(sampleRequestFromSchema(op.body.schema as never)).toEqual(g.jsonRequestBodyExample);
        for (const r of op.responses)
          expect(untitled(r.schema), `${op.method} ${op.path} ${r.status}`).toEqual(
            untitled(g.responses[r.status]?.content?.['application/json']?.schema),
          );
      }
    },
  );
});
