import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Docusaurus's tsconfig preserves JSX for its own loader; tests that render a component need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'samples/**/*.test.ts',
      'src/**/*.test.ts',
      'lint/**/*.test.ts',
      'openapi/**/*.test.ts',
      'plugins/**/*.test.ts',
    ],
    environment: 'node',
  },
});
