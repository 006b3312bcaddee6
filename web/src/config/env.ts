const DEFAULT_SUPPORT_EMAIL = 'support@nasl.app';

export const env = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL?.trim() || DEFAULT_SUPPORT_EMAIL,
} as const;
