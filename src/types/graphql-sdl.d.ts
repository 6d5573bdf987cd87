// The project's SDL files, imported as text (plugins/graphql-schemas).
declare module '@site/schema/*.graphql' {
  const sdl: string;
  export default sdl;
}
