import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Docusaurus's tsconfig preserves JSX for its own loader; tests that render a component need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    // Tests sit beside what they test; tests/unit holds the rest.
    include: [
      'lib/**/*.test.ts',
      'lint/**/*.test.ts',
      'mcp/**/*.test.ts',
      'openapi/**/*.test.ts',
      'patches/**/*.test.ts',
      'plugins/**/*.test.ts',
      'samples/**/*.test.ts',
      'scripts/**/*.test.ts',
      'src/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['tests/unit/generated-pages.setup.ts'],
  },
});
