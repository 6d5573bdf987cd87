/**
 * A page's search questions: its front matter's `search_questions`, the one
 * place that reads them. The questions a developer would type that the page
 * (`page`) or one of its sections (`sections`, by heading id) answers; the
 * indexer gives them to the title or heading record as `questions`, searched
 * and never shown (src/search/engine/types.ts):
 *
 *   search_questions:
 *     page:
 *       - how do i get a client id and api key for my app
 *     sections:
 *       api-key:
 *         - i lost my api key, can dimo show it again
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { ParseFrontMatter } from '@docusaurus/types';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

import type { ContentPage } from '../../lib/content-pages';
import { MAX_QUERY_LENGTH, type SearchRecord } from '../../src/search/engine';

/** The front matter key. */
export const FRONT_MATTER_KEY = 'search_questions';

/**
 * Most questions for one page or section. Default 5: enough for the ways a
 * section is asked about, too few to stuff it with every word that might rank it.
 */
export const MAX_QUESTIONS = 5;

export class SearchQuestionsError extends Error {
  override name = 'SearchQuestionsError';
}

export interface PageQuestions {
  /** The page's source file, relative to the site folder, for messages. */
  source: string;
  /** Questions the page as a whole answers (its title record's). */
  page: string[];
  /** Heading id → questions its section answers. */
  sections: Map<string, string[]>;
}

function questionList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_QUESTIONS)
    throw new SearchQuestionsError(`${where} must be a list of 1 to ${MAX_QUESTIONS} questions.`);
  return value.map((q, i) => {
    const question = typeof q === 'string' ? q.trim() : '';
    if (question === '' || question.length > MAX_QUERY_LENGTH)
      throw new SearchQuestionsError(
        `${where}[${i}] must be a question of 1 to ${MAX_QUERY_LENGTH} characters (the search box's limit), not ${JSON.stringify(q)}.`,
      );
    return question;
  });
}

/** A page's questions from its front matter, or null when it has none; a malformed entry throws, naming the file. */
export function readPageQuestions(
  frontMatter: Record<string, unknown> | undefined,
  source: string,
): PageQuestions | null {
  const value = frontMatter?.[FRONT_MATTER_KEY];
  if (value === undefined) return null;
  const where = `${source}: ${FRONT_MATTER_KEY}`;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new SearchQuestionsError(`${where} must be a map with \`page\` and \`sections\`.`);
  const { page, sections, ...rest } = value as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0)
    throw new SearchQuestionsError(
      `${where} has ${unknown.map((k) => `\`${k}\``).join(', ')}: only \`page\` and \`sections\`.`,
    );
  if (
    sections !== undefined &&
    (sections === null || typeof sections !== 'object' || Array.isArray(sections))
  )
    throw new SearchQuestionsError(`${where}.sections must map heading ids to questions.`);
  return {
    source,
    page: page === undefined ? [] : questionList(page, `${where}.page`),
    sections: new Map(
      Object.entries((sections ?? {}) as Record<string, unknown>).map(([id, list]) => [
        id,
        questionList(list, `${where}.sections.${id}`),
      ]),
    ),
  };
}

/**
 * The site's front matter parser without `search_questions`: the content
 * plugins would put them in each page's JavaScript (its metadata and its MDX
 * module), where no reader needs them. questionsOfContent reads them instead.
 */
export function withoutSearchQuestions(parse: ParseFrontMatter): ParseFrontMatter {
  return async (params) => {
    const result = await parse(params);
    delete result.frontMatter[FRONT_MATTER_KEY];
    return result;
  };
}

/** The questions of every page that has them, by route (permalink), from their source files. */
export async function questionsOfContent(
  siteDir: string,
  pages: readonly ContentPage[],
): Promise<Map<string, PageQuestions>> {
  const out = new Map<string, PageQuestions>();
  for (const { permalink, source } of pages) {
    const filePath = path.join(siteDir, source);
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({
      filePath,
      fileContent: await readFile(filePath, 'utf8'),
    });
    const questions = readPageQuestions(frontMatter, source);
    if (questions) out.set(permalink, questions);
  }
  return out;
}

/**
 * A page's records with its questions on its title and heading records; a
 * heading id the page does not have throws, naming the file (a renamed
 * heading leaves its questions behind).
 */
export function withQuestions(
  records: readonly SearchRecord[],
  questions: PageQuestions | undefined,
): SearchRecord[] {
  if (!questions) return [...records];
  const out = records.map((r) => ({ ...r }));
  const title = out[0];
  if (title && questions.page.length > 0) title.questions = questions.page;
  for (const [id, list] of questions.sections) {
    const heading = out.find((r, i) => i > 0 && r.type !== 'content' && r.anchor === id);
    if (!heading)
      throw new SearchQuestionsError(
        `${questions.source}: ${FRONT_MATTER_KEY}.sections.${id} names no heading of ${records[0]?.url_without_anchor ?? 'the page'}; rename it to the heading's id or remove it.`,
      );
    heading.questions = list;
  }
  return out;
}
