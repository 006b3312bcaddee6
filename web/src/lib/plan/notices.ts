import { PLAN_NOTICE_LEVELS, type PlanNotice } from '@nasl/core/plan';

/** `important` notices first, then warnings, then information; the plan's own order within a level. */
export function sortedNotices(notices: readonly PlanNotice[]): PlanNotice[] {
  const rank = (notice: PlanNotice) => PLAN_NOTICE_LEVELS.indexOf(notice.level);
  return notices
    .map((notice, index) => ({ notice, index }))
    .sort((a, b) => rank(a.notice) - rank(b.notice) || a.index - b.index)
    .map(({ notice }) => notice);
}
