import { createContext } from 'react';

import type { YourValues } from './substitute';

/**
 * The reader's values the code block being rendered shows, or null (not a page's sample holding a
 * placeholder, switch off, nothing set, or still hydrating). Read once by the code block
 * (src/theme/CodeBlock) for its content and copy button.
 */
export const SampleValues = createContext<YourValues | null>(null);
