/** The repository contributors open pull requests against: DOCS_REPO_URL, or DIMO's. */
export function docsRepoUrl(env: Record<string, string | undefined>): string {
  return env.DOCS_REPO_URL ?? 'https://github.com/DIMO-Network/dimo-org';
}
