import { createContext } from 'react';

/**
 * Whether the code block being rendered is a page's sample holding a
 * placeholder: only those show the reader's values. Set by the code block
 * (src/theme/CodeBlock) for its content and copy button.
 */
export const SampleHasPlaceholders = createContext(false);
