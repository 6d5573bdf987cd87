// @docsearch/react ships these entry points without type declarations.
declare module '@docsearch/react/modal' {
  export { DocSearchModal } from '@docsearch/react';
}
declare module '@docsearch/react/style';
