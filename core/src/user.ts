import * as v from 'valibot';

export const USER_GENDERS = ['male', 'female'] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/**
 * The plan the header's "My plan" opens: her latest paid plan, else the plan he follows as her partner
 * (`shared`), else her latest plan, which is then not paid (`paid: false`: the home page offers to complete
 * the payment, unless the plan is not for sale, `forSale: false`, which it only opens).
 */
export const myPlanSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  shared: v.boolean(),
  paid: v.boolean(),
  forSale: v.boolean(),
});
export type MyPlan = v.InferOutput<typeof myPlanSchema>;

/** A person as the API returns them. Privileged flags are read from the server's records only. */
export const userSchema = v.object({
  id: v.pipe(v.string(), v.nonEmpty()),
  name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  isAdmin: v.boolean(),
  isSubscribed: v.boolean(),
  gender: v.picklist(USER_GENDERS),
  /** Whether the person opened the verification link Firebase Auth e-mailed them (not a gate to anything). */
  emailVerified: v.boolean(),
  /** ISO 8601 instant. */
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  myPlan: v.nullable(myPlanSchema),
});
export type User = v.InferOutput<typeof userSchema>;

/** GET /api/auth/me (200 for everyone): signed in with the person, or a guest. */
export const authStatusSchema = v.variant('isAuthenticated', [
  v.object({ isAuthenticated: v.literal(true), user: userSchema }),
  v.object({ isAuthenticated: v.literal(false), user: v.null() }),
]);
export type AuthStatus = v.InferOutput<typeof authStatusSchema>;

/** POST /api/auth/register (201), POST /api/auth/login and GET /api/auth/user. */
export const userResponseSchema = v.object({ user: userSchema });
export type UserResponse = v.InferOutput<typeof userResponseSchema>;

/** PUT /api/user/profile: the person as now stored, and the confirmation in the request's language. */
export const profileUpdateResponseSchema = v.object({ user: userSchema, message: v.string() });
export type ProfileUpdateResponse = v.InferOutput<typeof profileUpdateResponseSchema>;
