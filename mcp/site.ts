/**
 * Reads a DIMO Build site's static files, from a local build folder or from a
 * deployed copy over HTTP(S). The docs MCP server needs nothing else: the
 * search index, the Markdown twins and llms.txt are plain files any host serves.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A file the site does not have (404, or missing on disk). */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/** The site cannot be read at all, or answered with something unusable. */
export class SiteError extends Error {
  override name = 'SiteError';
}

export interface Site {
  /** What the user passed, for messages. */
  readonly label: string;
  /** Text of a file, by its path relative to the site root (e.g. `llms.txt`, `docs/faq.md`). */
  readText(relPath: string): Promise<string>;
}

/** How long a deployed site may take to answer one file, in ms. */
export const FETCH_TIMEOUT_MS = 10_000;

function checkRelPath(relPath: string): string {
  const clean = path.posix.normalize(relPath.replace(/^\/+/, ''));
  if (clean.startsWith('..') || clean.includes('\0'))
    throw new NotFoundError(`${relPath} is outside the site`);
  return clean;
}

export function directorySite(dir: string): Site {
  const root = path.resolve(dir);
  return {
    label: root,
    async readText(relPath) {
      const file = path.join(root, checkRelPath(relPath));
      try {
        return await readFile(file, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR') throw new NotFoundError(`${relPath} is not in ${root}`);
        throw new SiteError(`Cannot read ${file}: ${(error as Error).message}`);
      }
    },
  };
}

export function httpSite(baseUrl: string, fetchImpl: typeof fetch = fetch): Site {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    label: base,
    async readText(relPath) {
      const url = new URL(checkRelPath(relPath), base).href;
      let response: Response;
      try {
        response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      } catch (error) {
        throw new SiteError(`Cannot reach ${url}: ${(error as Error).message}`);
      }
      if (response.status === 404) throw new NotFoundError(`${url} answered 404`);
      if (!response.ok) throw new SiteError(`${url} answered HTTP ${response.status}`);
      return response.text();
    },
  };
}

/**
 * `--site build` (a folder) or `--site https://…` (a deployed copy). Plain
 * http is accepted only for this machine (tests, `npm run serve`).
 */
export function openSite(spec: string): Site {
  if (/^https?:\/\//i.test(spec)) {
    const url = new URL(spec);
    const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
    if (url.protocol === 'http:' && !local) {
      throw new SiteError(
        `Use https:// for a deployed site (got ${spec}); plain http is only for 127.0.0.1.`,
      );
    }
    return httpSite(url.href);
  }
  return directorySite(spec);
}
