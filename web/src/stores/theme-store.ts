import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readStorage, removeStorage, storageKeys, writeStorage } from '@/lib/storage';

export type ThemeMode = 'light' | 'dark';

interface ThemeState {
  mode: ThemeMode;
  toggleMode: () => void;
}

/** Anything stored that is not the dark theme (an old or damaged value) reads as the light default. */
function readMode(persisted: unknown): ThemeMode {
  const mode = typeof persisted === 'object' && persisted !== null ? Reflect.get(persisted, 'mode') : null;
  return mode === 'dark' ? 'dark' : 'light';
}

/** The device's theme choice, kept in local storage (`nasl-theme`) and applied from the first paint. */
export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      mode: 'light',
      toggleMode: () => set((state) => ({ mode: state.mode === 'light' ? 'dark' : 'light' })),
    }),
    {
      name: storageKeys.theme,
      // Storage that cannot be used (private mode, quota) only means the choice lasts for this visit.
      storage: createJSONStorage(() => ({
        getItem: readStorage,
        setItem: writeStorage,
        removeItem: removeStorage,
      })),
      partialize: ({ mode }) => ({ mode }),
      merge: (persisted, current) => ({ ...current, mode: readMode(persisted) }),
    },
  ),
);
