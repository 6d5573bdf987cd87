import { isValidElement, type ReactNode } from 'react';

/**
 * A code block's text when its children are only text (a fence gives one
 * string; JSX may split it into several), so it can be highlighted and copied;
 * otherwise null: a `<pre>` written with elements inside, shown as it is.
 */
export function codeText(children: ReactNode): string | null {
  if (typeof children === 'string') return children;
  if (!Array.isArray(children)) return null;
  const parts = children as readonly unknown[];
  if (parts.some((part) => isValidElement(part) || (typeof part !== 'string' && typeof part !== 'number')))
    return null;
  return parts.join('');
}
