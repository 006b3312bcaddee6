export const USER_GENDERS = ['male', 'female'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/** A user as the API returns it (spec §3 User). */
export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  isSubscribed: boolean;
  gender: UserGender;
  /** ISO 8601 instant. */
  createdAt: string;
}

export interface AuthStatus {
  isAuthenticated: boolean;
  user: User | null;
}
