/** The admin dashboard's tabs, in the order they are shown. */
export const ADMIN_TABS = [
  'overview',
  'trends',
  'users',
  'questionnaires',
  'payments',
  'claims',
  'outcomes',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const TAB_QUERY_PARAM = 'tab';

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && (ADMIN_TABS as readonly string[]).includes(value);
}

/** `?tab=` picks the open tab (so a tab can be linked and benchmarked); anything else opens the funnel. */
export function tabFromQuery(value: string | null): AdminTab {
  return isAdminTab(value) ? value : 'overview';
}

/** The overview's shortcut buttons and the tab each one opens. */
export const SHORTCUTS = [
  { key: 'manageUsers', tab: 'users' },
  { key: 'viewReports', tab: 'questionnaires' },
  { key: 'setupPayments', tab: 'payments' },
] as const satisfies readonly { key: string; tab: AdminTab }[];

/**
 * Performance marks a benchmark reads: `…:opened` when a tab is first shown, `…:rendered` when its
 * content first renders with data, and a measure `nasl:admin:<tab>` between the two.
 */
export const perfNames = (tab: AdminTab) => ({
  opened: `nasl:admin:${tab}:opened`,
  rendered: `nasl:admin:${tab}:rendered`,
  measure: `nasl:admin:${tab}`,
});
