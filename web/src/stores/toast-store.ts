import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title' | 'variant'>> {
  id: number;
  description: string | null;
}

interface ToastState {
  /** At most one toast at a time; a new one replaces the current one. */
  current: Toast | null;
  open: boolean;
  show: (input: ToastInput) => void;
  dismiss: () => void;
}

let nextToastId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  open: false,
  show: ({ title, description, variant = 'default' }) =>
    set({ current: { id: nextToastId++, title, description: description ?? null, variant }, open: true }),
  dismiss: () => set({ open: false }),
}));

export function showToast(input: ToastInput): void {
  useToastStore.getState().show(input);
}
