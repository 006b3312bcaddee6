import { lazyComponent } from '@/components/lazy-component';
import type { AdminTab } from '../utils/tabs';

/**
 * The dashboard opens on the overview. The other tabs (their tables, search and dialogs, most of the
 * dashboard's code) load when first opened, and ahead once the overview shows its figures, so the overview
 * does not wait for them and a tab loaded ahead opens at once.
 */
export const UsersTab = lazyComponent(async () => ({ default: (await import('./users-tab')).UsersTab }));
export const QuestionnairesTab = lazyComponent(async () => ({
  default: (await import('./questionnaires-tab')).QuestionnairesTab,
}));
export const PaymentsTab = lazyComponent(async () => ({
  default: (await import('./payments-tab')).PaymentsTab,
}));
export const ClaimsTab = lazyComponent(async () => ({ default: (await import('./claims-tab')).ClaimsTab }));
export const OutcomesTab = lazyComponent(async () => ({
  default: (await import('./outcomes-tab')).OutcomesTab,
}));
// The charts library is the largest part of the dashboard: loaded when Trends is opened, not ahead.
export const TrendsTab = lazyComponent(async () => ({ default: (await import('./trends-tab')).TrendsTab }));

export function preloadOtherTabs(): void {
  void UsersTab.load();
  void QuestionnairesTab.load();
  void PaymentsTab.load();
}

const lazyTabs: Partial<Record<AdminTab, { load: () => Promise<void> }>> = {
  trends: TrendsTab,
  users: UsersTab,
  questionnaires: QuestionnairesTab,
  payments: PaymentsTab,
  claims: ClaimsTab,
  outcomes: OutcomesTab,
};

/** Loads the code of a tab (the overview's comes with the dashboard). Never rejects. */
export function loadTab(tab: AdminTab): Promise<void> {
  return lazyTabs[tab]?.load() ?? Promise.resolve();
}
