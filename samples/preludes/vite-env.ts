// Context for a Vite entry file: the variables its vite-env.d.ts declares for import.meta.env.
declare global {
  interface ImportMetaEnv {
    readonly VITE_DIMO_CLIENT_ID: string;
    readonly VITE_DIMO_REDIRECT_URI: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

export {};
