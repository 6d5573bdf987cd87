import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { load, type CheerioAPI } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';

import { copyrightLine } from '../../lib/copyright';
import { htmlFilesOf, resolveBuiltFile, routeOfHtmlFile } from '../../lib/routes';
import { descriptionDates } from '../../plugins/openapi-reference';
import { GENERATED_SUFFIX } from '../../plugins/openapi-reference/render';
import { CARD_SIZE, CARDS_PATH } from '../../plugins/social-cards/cards';
import { siteCards, type PageCard } from '../../plugins/social-cards/pages';
import { siteUrlFrom } from '../../plugins/site-url-warning';

/**
 * What link previews and readers get from the build in build/: every doc and changelog entry names its own social
 * card, which the build holds; every doc page says when it last changed; the footer and the feeds name the years.
 * Reads the build only; the absolute URLs carry SITE_URL and BASE_URL with docusaurus.config.ts's defaults, as
 * tests/e2e/seo.spec.ts reads them.
 */
const BUILD = path.join(process.cwd(), 'build');
const siteRoot = new URL(process.env.BASE_URL ?? '/', siteUrlFrom(process.env)).href;
const absolute = (urlPath: string) => new URL(urlPath.replace(/^\//, ''), siteRoot).href;
const SITE_CARD = absolute('/img/social-card.png');

let cards: PageCard[] = [];
beforeAll(async () => {
  cards = await siteCards();
});

function page(route: string): CheerioAPI {
  const file = resolveBuiltFile(BUILD, route);
  if (!file) throw new Error(`${route}: no page in build/`);
  return load(readFileSync(file, 'utf8'));
}

function meta($: CheerioAPI, key: string): string[] {
  return $(`meta[property="${key}"], meta[name="${key}"]`)
    .map((_, el) => $(el).attr('content') ?? '')
    .get();
}

describe('social cards in the build', () => {
  it('each doc and changelog entry names its own card, 1200x630, which the build holds', () => {
    const wrong: string[] = [];
    for (const card of cards) {
      const $ = page(card.route);
      const expected = absolute(`${CARDS_PATH}${card.card}`);
      const found = {
        'og:image': meta($, 'og:image'),
        'twitter:image': meta($, 'twitter:image'),
        'og:image:width': meta($, 'og:image:width'),
        'og:image:height': meta($, 'og:image:height'),
        'twitter:card': meta($, 'twitter:card'),
      };
      const want = {
        'og:image': [expected],
        'twitter:image': [expected],
        'og:image:width': [String(CARD_SIZE.width)],
        'og:image:height': [String(CARD_SIZE.height)],
        'twitter:card': ['summary_large_image'],
      };
      for (const [key, values] of Object.entries(found)) {
        const wanted = want[key as keyof typeof want];
        if (JSON.stringify(values) !== JSON.stringify(wanted)) {
          wrong.push(
            `${card.route} (${card.file}): ${key} is ${JSON.stringify(values)}, not ${JSON.stringify(wanted)}`,
          );
        }
      }
      if (!resolveBuiltFile(BUILD, `${CARDS_PATH}${card.card}`)) {
        wrong.push(`${card.route}: build/img/cards/${card.card} is missing`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every other page shows the site card', () => {
    const wrong: string[] = [];
    for (const file of htmlFilesOf(BUILD)) {
      const route = routeOfHtmlFile(file);
      if (cards.some((c) => c.route.replace(/(.)\/$/, '$1') === route)) continue;
      const images = meta(load(readFileSync(path.join(BUILD, file), 'utf8')), 'og:image');
      if (JSON.stringify(images) !== JSON.stringify([SITE_CARD])) wrong.push(`${route}: og:image ${images}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('"Last updated" on the doc pages', () => {
  const dates = descriptionDates();
  it("each doc page shows a date; an operation page shows its description's last commit", () => {
    const wrong: string[] = [];
    for (const card of cards.filter((c) => c.route.startsWith('/docs'))) {
      const $ = page(card.route);
      const time = $('.theme-last-updated time[datetime]');
      const datetime = time.attr('datetime') ?? '';
      if (time.length !== 1 || !/^Last updated on \S/.test($('.theme-last-updated').text().trim())) {
        wrong.push(`${card.route} (${card.file}): no "Last updated on <date>" line`);
        continue;
      }
      const at = Date.parse(datetime);
      if (!(at >= Date.UTC(2025, 0, 1) && at <= Date.now())) wrong.push(`${card.route}: date ${datetime}`);
      if (card.file.endsWith(GENERATED_SUFFIX)) {
        const service = card.file.split('/')[2] as keyof typeof dates;
        if (datetime !== dates[service]) {
          wrong.push(`${card.route}: dated ${datetime}, its description ${dates[service]}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the copyright line', () => {
  it('names 2025 to the build year in the footer of every page and in both changelog feeds', () => {
    // The year the build ran, from its files.
    const line = copyrightLine(statSync(path.join(BUILD, 'index.html')).mtime.getFullYear());
    const wrong = htmlFilesOf(BUILD).filter((file) => {
      const $ = load(readFileSync(path.join(BUILD, file), 'utf8'));
      return $('footer').length > 0 && !$('footer').text().includes(line);
    });
    expect(wrong).toEqual([]);
    expect(readFileSync(path.join(BUILD, 'changelog/rss.xml'), 'utf8')).toContain(
      `<copyright>${line}</copyright>`,
    );
    expect(readFileSync(path.join(BUILD, 'changelog/atom.xml'), 'utf8')).toContain(
      `<rights>${line}</rights>`,
    );
  });
});
