import type { StorageManager } from '@mui/material/styles';
import { readStorage, storageKeys, writeStorage } from '../device/storage';
import type { ThemeMode } from './theme';

/**
 * The remembered theme: `dark`, or anything else for the light default. Older versions stored
 * `{"state":{"mode":"dark"},…}` under the same key; that still reads as dark.
 */
export function readThemeMode(stored: string | null): ThemeMode {
  return stored === 'dark' || stored?.includes('"mode":"dark"') ? 'dark' : 'light';
}

const modeStorage: ReturnType<StorageManager> = {
  get: (defaultValue) =>
    typeof window === 'undefined' ? undefined : readThemeMode(readStorage(storageKeys.theme) ?? defaultValue),
  set: (value) => {
    if (value === 'light' || value === 'dark') writeStorage(storageKeys.theme, value);
  },
  subscribe: (handler) => {
    const listener = (event: StorageEvent) => {
      if (event.key === storageKeys.theme) handler(readThemeMode(event.newValue));
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  },
};

/**
 * MUI's colour-scheme storage: the mode on `nasl-theme` (a device preference that survives logout), given
 * to the provider as `modeStorageKey`. MUI also asks for the scheme of each mode under other keys: each
 * mode has one scheme here, so those are never stored. Storage that cannot be used means the choice
 * lasts for this visit.
 */
export const themeModeStorage: StorageManager = ({ key }) =>
  key === storageKeys.theme
    ? modeStorage
    : { get: (defaultValue) => defaultValue, set: () => undefined, subscribe: () => () => undefined };
