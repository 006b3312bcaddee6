import { DEFAULT_SUPPORT_EMAIL } from '@nasl/core/constants';

export const env = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
} as const;
