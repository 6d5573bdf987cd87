// Shared by build-time code (plugins/llms) and the browser (the "Copy page" button): keep it free of Node APIs.

/**
 * Where the Markdown twin of a doc is served, relative to the site's base URL:
 * `/docs/faq` → `docs/faq.md`, `/docs/` → `docs/index.md`.
 */
export function twinPath(permalink: string, baseUrl: string): string {
  const rel = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return rel.endsWith('/') || rel === '' ? `${rel}index.md` : `${rel}.md`;
}
