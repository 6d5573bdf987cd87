/** The page's localStorage, or undefined on the server and where merely reading `window.localStorage` throws. */
export function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}
