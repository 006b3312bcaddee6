import { create } from 'zustand';
import { readStorage, storageKeys, writeStorage } from '@/lib/storage';

export type ThemeMode = 'light' | 'dark';

interface ThemeState {
  mode: ThemeMode;
  toggleMode: () => void;
}

/**
 * The stored shape is the one zustand's `persist` wrote (`{ state: { mode }, version: 0 }`), so earlier
 * choices still apply; read and written by hand to keep the middleware out of the first page's bundle.
 */
function storedMode(): ThemeMode {
  try {
    const stored = JSON.parse(readStorage(storageKeys.theme) ?? 'null') as {
      state?: { mode?: unknown };
    } | null;
    return stored?.state?.mode === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export const useThemeStore = create<ThemeState>()((set, get) => ({
  mode: storedMode(),
  toggleMode: () => {
    const mode = get().mode === 'light' ? 'dark' : 'light';
    writeStorage(storageKeys.theme, JSON.stringify({ state: { mode }, version: 0 }));
    set({ mode });
  },
}));
