import { lazy } from 'react';

/**
 * The dashboard opens on the overview. The other tabs (their tables, search and dialogs, most of the
 * dashboard's code) load when first opened, and ahead once the overview shows its figures, so the overview
 * does not wait for them and opening another tab stays quick.
 */
const loadUsersTab = () => import('./users-tab');
const loadQuestionnairesTab = () => import('./questionnaires-tab');
const loadPaymentsTab = () => import('./payments-tab');
// The charts library is the largest part of the dashboard: loaded when Trends is opened, not ahead.
const loadTrendsTab = () => import('./trends-tab');

export const UsersTab = lazy(() => loadUsersTab().then((module) => ({ default: module.UsersTab })));
export const QuestionnairesTab = lazy(() =>
  loadQuestionnairesTab().then((module) => ({ default: module.QuestionnairesTab })),
);
export const PaymentsTab = lazy(() => loadPaymentsTab().then((module) => ({ default: module.PaymentsTab })));
export const TrendsTab = lazy(() => loadTrendsTab().then((module) => ({ default: module.TrendsTab })));

export function preloadOtherTabs(): void {
  void loadUsersTab();
  void loadQuestionnairesTab();
  void loadPaymentsTab();
}
