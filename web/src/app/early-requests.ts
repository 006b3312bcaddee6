import { paths } from '@/config/paths';
import { startEarlyOverview } from '@/features/admin/api/start-early-overview';
import { startEarlySessionCheck } from '@/lib/auth/get-auth-status';

/**
 * The requests a page is known to make, sent with its first script rather than after the app has hydrated
 * and the page's code has loaded: the session check on every page, the counts on the admin dashboard.
 */
export function startEarlyRequests({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  startEarlySessionCheck();
  if (pathname === paths.admin) startEarlyOverview(search);
}
