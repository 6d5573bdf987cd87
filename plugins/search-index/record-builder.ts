/**
 * The one record builder behind both indexers: the production build walks the
 * built HTML (./html-records.ts), `npm start` walks the MDX sources
 * (./markdown-records.ts), and both hand what they meet, in page order, to a
 * RecordBuilder. Text cleaning, heading levels, anchors and table rows are
 * decided here once, so the two produce the same records for the same page.
 *
 * Records follow the DocSearch crawler's schema (types lvl1–lvl6 and content,
 * hierarchy lvl0–lvl6, weights 100 − 10 × level), with two departures the
 * specification asks for: a table row is one content record of its section
 * (its cells joined), not a lvl5 heading of its own; and nothing but the
 * page's own text becomes a record (see the chrome list in ./html-records.ts).
 */
import {
  HIERARCHY_LEVELS,
  recordObjectID,
  type Hierarchy,
  type HierarchyLevel,
  type SearchRecord,
} from '../../src/search/engine';

/** What every record of one page shares. */
export interface PageInfo {
  /** Absolute URL without anchor, e.g. https://build.dimo.org/docs/faq */
  pageUrl: string;
  /** The page group: the active sidebar category or navbar item. */
  lvl0: string;
  language: string;
  /** docusaurus_tag, e.g. docs-default-current */
  tag: string;
  /** DocSearch's pageRank; 0 unless a page should win ties. */
  pageRank?: number;
}

/** Characters the crawler strips from both ends of a text (its `strip_chars`). */
const STRIP = /^[\s.,;:#]+|[\s.,;:#]+$/g;
/** Table cells that say "nothing here". */
const EMPTY_CELL = /^[—–-]?$/;
/** Between a row's first cell and the rest, and between the other cells. */
export const ROW_LABEL_SEPARATOR = ': ';
export const ROW_CELL_SEPARATOR = ' · ';

/**
 * A name in code, or names joined by dots (`dimo.telemetry.query`); not the
 * rest of a host, a path or a chain, but a call chained on a call
 * (`.WithEnvironment(…)` after `new DimoClientBuilder()`).
 */
const CODE_NAME = /(?<![\w$\-/@])(?<![\w$]\.)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g;

/**
 * A name a developer could type: letters, maybe digits at its end, each
 * identifier part two letters or more; not a JWT's base64 (`eyJhbGciOi…`).
 */
function isWordlike(name: string): boolean {
  if (name.length > 40 || !/^[A-Za-z][A-Za-z_]*\d*$/.test(name) || name.startsWith('eyJ')) return false;
  const parts = name.split(/_+|(?<=[a-z\d])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
  return parts.length <= 8 && parts.every((p) => p.replace(/\d+$/, '').length >= 2);
}

/** An identifier: a capital inside a word (`getVehicleJwt`, `DimoClientBuilder`) or an underscore (`get_dev_jwt`). */
const isIdentifier = (name: string) =>
  /[a-z][A-Z]|[A-Z][a-z]+[A-Z]|[A-Za-z]_[A-Za-z]/.test(name) && isWordlike(name);

/** An install command: the tool, then the packages (`pip install dimo-python-sdk`, `dotnet add package Dimo.Client`). */
const INSTALL = /\b(pip3?|npm|pnpm|yarn|dotnet)\s+(?:install|add|i)\b(?:\s+package\b)?([^\n;&|]*)/g;

/**
 * The names a code sample uses that a developer may search for: identifiers
 * (`DimoClientBuilder`, `get_dev_jwt`, `DIMO_CLIENT_ID`) and member chains
 * (`dimo.telemetry.query`, with its last name when that is an identifier),
 * not plain words, keywords, keys, hashes or tokens (`eyJhbGci…`, `0x5e31…`);
 * and an install command's tool and the words of its packages (`pip`, `dimo`,
 * `python`, `sdk`), so `pip install dimo` finds where the SDK is installed.
 */
export function codeNames(code: string): string[] {
  const out: string[] = [];
  for (const [, tool, packages] of code.matchAll(INSTALL)) {
    const words = (packages ?? '')
      .split(/\s+/)
      .filter((p) => p && !p.startsWith('-'))
      .flatMap((p) => p.replace(/[=@<>~^]+\d.*$/, '').match(/[A-Za-z]{2,}/g) ?? []);
    if (words.length > 0) out.push(tool!, ...words.map((w) => w.toLowerCase()));
  }
  for (const [token] of code.matchAll(CODE_NAME)) {
    const names = token.split('.');
    if (names.length > 1) {
      if (names.every(isWordlike)) out.push(token);
      if (isIdentifier(names.at(-1)!)) out.push(names.at(-1)!);
    } else if (isIdentifier(token)) out.push(token);
  }
  return out;
}

/** Whitespace collapsed, the crawler's strip characters removed from both ends. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').replace(STRIP, '');
}

/** A table row as one text: `first: second · third`, empty cells left out. */
export function rowText(cells: readonly string[]): string {
  const parts = cells.map(cleanText).filter((c) => !EMPTY_CELL.test(c));
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts[0]}${ROW_LABEL_SEPARATOR}${parts.slice(1).join(ROW_CELL_SEPARATOR)}`;
}

export class RecordBuilder {
  private readonly out: SearchRecord[] = [];
  private readonly hierarchy: Hierarchy;
  private anchor: string | null = null;
  private readonly page: Required<PageInfo>;
  /** The heading record of the current section (the title record before the first heading), and its code names. */
  private section!: SearchRecord;
  private sectionNames = new Set<string>();

  /** Starts a page with its title record, as the crawler does. */
  constructor(page: PageInfo, title: string) {
    this.page = { pageRank: 0, ...page, pageUrl: page.pageUrl.replace(/#.*$/, '') };
    this.hierarchy = {
      lvl0: cleanText(page.lvl0) || 'Documentation',
      lvl1: cleanText(title),
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    this.push('lvl1', null);
    this.section = this.out[0]!;
  }

  private push(type: SearchRecord['type'], content: string | null): void {
    const position = this.out.length;
    this.out.push({
      objectID: recordObjectID(this.page.pageUrl, position),
      url: this.anchor ? `${this.page.pageUrl}#${this.anchor}` : this.page.pageUrl,
      url_without_anchor: this.page.pageUrl,
      anchor: this.anchor,
      type,
      hierarchy: { ...this.hierarchy },
      content,
      language: this.page.language,
      docusaurus_tag: this.page.tag,
      weight: {
        pageRank: this.page.pageRank,
        level: type === 'content' ? 0 : 100 - 10 * Number(type.slice(3)),
        position,
      },
    });
  }

  /** A heading of level 2–6; deeper levels end. Another h1 than the title is not a record (nor is it in the crawler's). */
  heading(depth: number, text: string, anchor: string | null): void {
    const value = cleanText(text);
    if (!value || depth < 2) return;
    const level = HIERARCHY_LEVELS[Math.min(6, depth)] as HierarchyLevel;
    this.hierarchy[level] = value;
    for (const deeper of HIERARCHY_LEVELS.slice(HIERARCHY_LEVELS.indexOf(level) + 1))
      this.hierarchy[deeper] = null;
    this.anchor = anchor ?? this.anchor;
    this.push(level, null);
    this.section = this.out.at(-1)!;
    this.sectionNames = new Set();
  }

  /**
   * A code sample of the current section: the names it uses (see codeNames)
   * become the section heading's `code`, searched but not shown, so a search
   * for `DimoClientBuilder` finds the section whose samples call it.
   */
  code(code: string): void {
    for (const name of codeNames(code)) this.sectionNames.add(name);
    if (this.sectionNames.size > 0) this.section.code = [...this.sectionNames].join(' ');
  }

  /** A paragraph or list item of the current section. */
  text(text: string): void {
    const value = cleanText(text);
    if (value) this.push('content', value);
  }

  /** A table body row: one text of the current section (see rowText). */
  tableRow(cells: readonly string[]): void {
    const value = rowText(cells);
    if (value) this.push('content', value);
  }

  records(): SearchRecord[] {
    return this.out;
  }
}
