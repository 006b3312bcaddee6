import { adminOverview } from '../../data/counts.ts';
import type { PageData } from '../../lib/web-render.ts';

/**
 * The admin dashboard's data: the session and the overview's counts, what GET /api/auth/me and
 * GET /api/admin/overview answer an admin. Null for anyone else (a guest, a person without admin rights),
 * who gets the shell, which sends them home as before.
 */
export const adminPageData: PageData = async (req) => {
  const viewer = req.viewer;
  if (!viewer?.user.isAdmin) return null;
  return {
    authStatus: { isAuthenticated: true, user: viewer.user },
    adminOverview: await adminOverview(),
  };
};
