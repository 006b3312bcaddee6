/** The exit code of a suite that cannot run on this machine (the convention of automake and TAP runners). */
export const SKIPPED_EXIT_CODE = 77;
