/** Server configuration read from the environment once, at cold start. */
export interface ServerConfig {
  /** True inside the Firebase emulator suite (local stack and tests). */
  isEmulator: boolean;
  /** Extra origins allowed to make state-changing requests, besides the request's own host. */
  allowedOrigins: ReadonlySet<string>;
  /** Public Web API key of the Firebase project, used for password sign-in via the Identity Toolkit REST API. */
  firebaseWebApiKey: string;
  /** Host:port of the Auth emulator when running locally. */
  authEmulatorHost: string | undefined;
}

function parseOrigins(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const isEmulator = env.FUNCTIONS_EMULATOR === 'true';
  const authEmulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  const firebaseWebApiKey = env.FIREBASE_WEB_API_KEY || (authEmulatorHost ? 'local-emulator-key' : '');
  return {
    isEmulator,
    allowedOrigins: parseOrigins(env.ALLOWED_ORIGINS),
    firebaseWebApiKey,
    authEmulatorHost,
  };
}
