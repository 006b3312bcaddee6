/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

/** The year the app was built (vite.config.ts): the pre-rendered pages' copyright year. */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Address shown for support and refund requests. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
