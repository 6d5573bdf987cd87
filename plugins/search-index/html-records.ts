/**
 * Records from a built HTML page (production builds), with the selectors of
 * the DocSearch crawler's "Docusaurus v2 & v3" template, fed to the shared
 * RecordBuilder (./record-builder.ts):
 *
 *   lvl0     last active sidebar category or navbar item, else "Documentation"
 *   lvl1     the page's h1 (header h1, article h1)
 *   lvl2-6   h2 … h6 of the page's text
 *   content  p and li of the page's text; a table body row as one text
 *
 * The page's text is `article .markdown` (docs and changelog posts), else the
 * article. A generated category page has no article text of its own: it is
 * indexed by its title and description only, not by its cards.
 */
import * as cheerio from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

import { RecordBuilder } from './record-builder';
import type { SearchRecord } from '../../src/search/engine';

const LVL0_SELECTOR =
  '.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active';

/**
 * Interface, not content: never part of a record's text. Besides the
 * crawler's usual exclusions (buttons, navigation, breadcrumbs, edit and
 * pagination links), the site's own chrome: the auth and privilege badges of
 * <Endpoint> (its method and request URL are read as one text), the tab labels of
 * code tabs, category cards, the "Copy page" bar and live status messages.
 */
export const CHROME = [
  '.hash-link',
  'button',
  'script',
  'style',
  'noscript',
  'svg',
  'nav',
  'select',
  'input',
  'label',
  '[hidden]',
  '[aria-hidden="true"]',
  '[role="status"]',
  '[role="tablist"]',
  '.theme-edit-this-page',
  '.pagination-nav',
  '.breadcrumbs',
  'a.card',
  'a[type="text/markdown"]',
  '[data-method] > p:first-child > span:first-child',
  '[data-method] > p:not(:first-child)',
].join(', ');

const HEADING = /^h([1-6])$/;

export interface HtmlPage {
  html: string;
  /** Absolute URL of the page, e.g. https://build.dimo.org/docs/faq (an anchor is dropped). */
  pageUrl: string;
  pageRank?: number;
}

export function recordsFromHtml({ html, pageUrl, pageRank = 0 }: HtmlPage): SearchRecord[] {
  const $ = cheerio.load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content') ?? '';
  const textOf = (el: Element, withoutLists = false) => {
    if (!withoutLists) return $(el).text();
    const clone = $(el).clone();
    clone.find('ul, ol').remove();
    return clone.text();
  };
  const page = {
    pageUrl,
    lvl0: $(LVL0_SELECTOR).last().text(),
    language: meta('docsearch:language') || $('html').attr('lang') || 'en',
    tag: meta('docsearch:docusaurus_tag') || 'default',
    pageRank,
  };
  // Code samples by section, before the chrome goes: a hidden tab's sample (another language) counts
  // too. A diagram's source is not a sample.
  const codeOf = new Map<Element | null, string[]>();
  let codeSection: Element | null = null;
  const pageText = $('article').first().find('.markdown').first();
  (pageText.length > 0 ? pageText : $('article').first()).find('h2, h3, h4, h5, h6, pre').each((_, el) => {
    if (el.tagName !== 'pre') codeSection = el;
    else if ($(el).closest('[data-diagram]').length === 0) {
      // Each line of a highlighted sample ends in <br>, not a newline.
      $(el).find('br').replaceWith('\n');
      codeOf.set(codeSection, [...(codeOf.get(codeSection) ?? []), $(el).text()]);
    }
  });
  const codeIn = (section: Element | null, builder: RecordBuilder) => {
    for (const code of codeOf.get(section) ?? []) builder.code(code);
  };

  // Chrome goes before anything is read (its selectors need the whole page).
  $(CHROME).remove();
  // A heading that went with the chrome (inside a hidden tab) hands its samples to the section it is read in.
  let reader: Element | null = null;
  for (const [section, codes] of [...codeOf]) {
    if (section === null || $(section).closest('html').length > 0) reader = section;
    else {
      codeOf.delete(section);
      codeOf.set(reader, [...(codeOf.get(reader) ?? []), ...codes]);
    }
  }

  const article = $('article').first();
  const articleTitle = article.find('header h1').first().add(article.find('h1').first()).first();
  if (articleTitle.length === 0) {
    // A generated category page: its header (title and description) sits outside any article,
    // and it has no Markdown text of its own. Any other page without an article is not content.
    if ($('main .markdown').length > 0) return [];
    const header = $('main header').first();
    const title = header.find('h1').first();
    if (title.length === 0 || !title.text().trim()) return [];
    const builder = new RecordBuilder(page, textOf(title[0]!));
    header.find('p').each((_, p) => builder.text(textOf(p)));
    return builder.records();
  }
  if (!articleTitle.text().trim()) return [];
  const builder = new RecordBuilder(page, textOf(articleTitle[0]!));
  const root = article.find('.markdown').first();

  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const el = node as Element;
      const heading = HEADING.exec(el.tagName);
      if (heading) {
        builder.heading(Number(heading[1]), textOf(el), $(el).attr('id') ?? null);
        codeIn(el, builder);
        continue;
      }
      const method = $(el).attr('data-method');
      if (method) {
        // <Endpoint>: the request line as one text, method first (`GET https://host/v1/webhooks`), so
        // search finds an operation by method and path; its badges are chrome.
        builder.text(`${method} ${$(el).find('code').first().text()}`);
        continue;
      }
      if (el.tagName === 'table') {
        $(el)
          .find('tr')
          .each((_, tr) => {
            const cells = $(tr).children('td');
            if (cells.length > 0) builder.tableRow(cells.toArray().map((td) => textOf(td)));
          });
        continue;
      }
      if (el.tagName === 'p') {
        builder.text(textOf(el));
        continue;
      }
      if (el.tagName === 'li') {
        builder.text(textOf(el, true));
        // Nested lists are records of their own, after their item.
        walk(
          $(el)
            .children('ul, ol')
            .toArray()
            .flatMap((list) => list.children),
        );
        continue;
      }
      walk(el.children);
    }
  };
  codeIn(null, builder);
  walk((root.length > 0 ? root : article)[0]!.children);
  return builder.records();
}
