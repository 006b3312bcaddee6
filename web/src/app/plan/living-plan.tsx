import { isPartnerPlan } from '@nasl/core/partner';
import type { Plan, PlanData } from '@nasl/core/plan';
import { CyclePanel, type LoggedEvents } from '@/features/cycle/components/cycle-panel';
import { CheckInPrompts } from '@/features/follow-up/components/check-in-prompts';
import { FollowUpPanel } from '@/features/follow-up/components/follow-up-panel';
import { FullPlan } from '@/features/plan/components/full-plan';
import { PrintLayout } from '@/features/print/components/print-layout';
import { usePrinting } from '@/features/print/hooks/use-printing';
import { usePlan } from '@/hooks/use-plan';
import { useToday } from '@/hooks/use-today';
import { PlanToolbar } from './plan-toolbar';

/**
 * An unlocked plan lives: it is read through the plan query (already there when the page fetched it; asked for
 * when it came from the device's saved copy), so the events logged on it show and a re-planned answer replaces
 * what is shown. Until then, or without a connection, the plan as it came is shown. Around it, each from its
 * own feature: the toolbar's tools, her "my cycle" panel with her check-ins on the today card, what followed
 * the plan (her pregnancy, the result, the guarantee) and the print layout, mounted only while printing.
 */
export function LivingPlan({ plan, shown }: { plan: Plan; shown: PlanData }) {
  const query = usePlan(plan.id);
  const printing = usePrinting();
  const details = query.data && !isPartnerPlan(query.data) && !query.data.locked ? query.data : null;
  const events: LoggedEvents = details
    ? { kind: 'loaded', events: details.cycleEvents }
    : query.isPending
      ? { kind: 'loading' }
      : { kind: 'unavailable' };
  const planData = details?.planData ?? shown;
  // Her log, check-ins and what followed are hers to change; an admin reading her plan reads them only.
  const readOnly = details?.readerIsOwner === false;
  // History and "today" are the person's own calendar day.
  const today = useToday();

  return (
    <>
      <PlanToolbar planId={plan.id} plan={planData} today={today} readOnly={readOnly} />
      <FullPlan
        createdAt={plan.createdAt}
        plan={planData}
        today={today}
        cyclePanel={
          <CyclePanel
            planId={plan.id}
            plan={planData}
            events={events}
            earliest={details?.formData.lastPeriodDate ?? null}
            today={today}
            readOnly={readOnly}
            todayActions={
              details &&
              !readOnly && (
                <CheckInPrompts
                  planId={plan.id}
                  plan={planData}
                  checkIns={details.checkIns ?? []}
                  today={today}
                />
              )
            }
          />
        }
        followUpPanel={details && !readOnly && <FollowUpPanel plan={details} today={today} />}
      />
      {printing && <PrintLayout planId={plan.id} createdAt={plan.createdAt} plan={planData} />}
    </>
  );
}
