import React from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

import YourValuesButton from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

it('renders on the server as a dialog button without the values, even when some are stored (no hydration mismatch)', () => {
  const getItem = vi.fn(() => JSON.stringify({ enabled: true, values: { vehicleTokenId: '4242' } }));
  vi.stubGlobal('window', { localStorage: { getItem, setItem: vi.fn(), removeItem: vi.fn() } });
  const html = renderToString(React.createElement(YourValuesButton, { className: 'row' }));
  expect(html).toMatch(
    /^<button type="button" class="[^"]*\brow\b[^"]*" aria-haspopup="dialog">Your values<\/button>$/,
  );
  expect(getItem).not.toHaveBeenCalled();
});
