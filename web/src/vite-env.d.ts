/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address shown for support and refund requests. */
  readonly VITE_SUPPORT_EMAIL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
