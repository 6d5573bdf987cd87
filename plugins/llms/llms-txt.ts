/**
 * The two index files for assistants (https://llmstxt.org):
 * - `llms.txt`: the site's title, a one-line summary, then every doc as a
 *   Markdown link to its twin with a one-line description, grouped as the
 *   sidebar groups them;
 * - `llms-full.txt`: every twin, whole, in sidebar order.
 * Readers of these files (the docs MCP server, the tests) import `parseLlmsTxt`.
 */

export interface LlmsDoc {
  title: string;
  description: string;
  /** Absolute URL of the HTML page. */
  url: string;
  /** Path of the Markdown twin relative to the site root, e.g. `docs/faq.md`. */
  twin: string;
  markdown: string;
}

export interface LlmsSection<D = LlmsDoc> {
  title: string;
  docs: D[];
}

export interface LlmsSite {
  title: string;
  summary: string;
  /** Origin plus base URL, ending in `/`. */
  root: string;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${oneLine(site.summary)}: the developer documentation of the DIMO connected-vehicle platform, as Markdown.`,
    '',
    `Every page below is also served as HTML without the \`.md\` suffix. All pages in one file: ${site.root}llms-full.txt`,
  ];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const doc of section.docs) {
      lines.push(`- [${doc.title}](${site.root}${doc.twin}): ${oneLine(doc.description)}`);
    }
  }
  return lines.join('\n') + '\n';
}

export function llmsFullTxt(site: LlmsSite, sections: LlmsSection[]): string {
  const parts = sections
    .flatMap((s) => s.docs)
    .map((doc) => `${doc.markdown.trim()}\n\nSource: ${doc.url}\n`);
  return `# ${site.title}\n\n> ${oneLine(site.summary)}\n\n${parts.join('\n---\n\n')}`;
}

/** One entry of `llms.txt`, as a reader gets it back. */
export interface LlmsEntry {
  section: string;
  title: string;
  /** Absolute URL of the Markdown twin. */
  url: string;
  description: string;
}

/** Reads the doc links back out of an `llms.txt`. */
export function parseLlmsTxt(text: string): LlmsEntry[] {
  const entries: LlmsEntry[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    const link = /^- \[(.+?)\]\((\S+?)\): (.*)$/.exec(line);
    if (link && section) entries.push({ section, title: link[1]!, url: link[2]!, description: link[3]! });
  }
  return entries;
}
