import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { CycleEventType, PeriodReading } from '@nasl/core/cycle-events';
import type { PlanData } from '@nasl/core/plan';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyCivilDateCalendar } from '@/components/form/date-question';
import { SectionCard } from '@/components/plan/plan-parts';
import { ApiError } from '@/lib/api/api-client';
import { showToast } from '@/stores/toast-store';
import { useDeleteCycleEvent } from '../api/delete-cycle-event';
import { useSetCycleEventReading } from '../api/set-cycle-event-reading';
import { updateQueue, useCycleEventQueue } from '../stores/cycle-event-queue-store';
import { dismissRefused, withoutPending } from '../utils/cycle-event-queue';
import { periodStarts, readingOf } from '../utils/entry-readings';
import { useChangeText } from './change-text';
import {
  CycleHistory,
  EVENT_ICONS,
  type HistoryEntry,
  type LoggedEvents,
  useEventText,
} from './cycle-history';
import { loadCycleEventSync } from './deferred-cycle-event-sync';
import { LogForm } from './log-form';
import { TodayLine } from './today-line';
import { WhatChanged } from './what-changed';

export type { LoggedEvents } from './cycle-history';

interface CyclePanelProps {
  planId: string;
  plan: PlanData;
  events: LoggedEvents;
  /** The earliest day she may log: the last period date the plan was first made from. */
  earliest: CivilDate | null;
  today: CivilDate;
  /** What the today card asks of her (her check-ins), from the page that shows the panel. */
  todayActions?: ReactNode;
  /** Only her dates and her log, nothing to change: someone else's plan read by an admin. */
  readOnly?: boolean;
}

/**
 * The "my cycle" panel of an unlocked plan: what changed and why, what to do today, logging in two taps,
 * and the history with how each entry was read, her say over it in one tap, and undo.
 */
export function CyclePanel({
  planId,
  plan,
  events,
  earliest,
  today,
  todayActions,
  readOnly = false,
}: CyclePanelProps) {
  const { t } = useTranslation('plan');
  const text = useEventText();
  const changeText = useChangeText();
  const [logging, setLogging] = useState<CycleEventType | null>(null);
  const [lastChange, setLastChange] = useState<string | null>(null);
  const queue = useCycleEventQueue();
  const remove = useDeleteCycleEvent(planId);
  const read = useSetCycleEventReading(planId);
  const logged = events.kind === 'loaded' ? events.events : [];

  // Offline, the calendar and the sender must already be on the device. Loaded with the panel, the calendar
  // also renders at once when she picks another day (React.lazy would still hold it back).
  useEffect(() => {
    void LazyCivilDateCalendar.load();
    void loadCycleEventSync();
  }, []);

  const failed = (title: string, failure: unknown, offline: string) =>
    showToast({
      variant: 'destructive',
      title,
      description: failure instanceof ApiError ? (failure.serverMessage ?? undefined) : offline,
    });

  const undo = async (eventId: string) => {
    try {
      const after = await remove.mutateAsync(eventId);
      const change = after.locked ? null : changeText(plan, after.planData, today);
      showToast({ variant: 'success', title: t('cycle.history.undone'), description: change ?? undefined });
      setLastChange(change);
    } catch (failure) {
      failed(t('cycle.history.undoFailed'), failure, t('cycle.history.undoOffline'));
    }
  };

  const say = async (eventId: string, reading: PeriodReading) => {
    try {
      const after = await read.mutateAsync({ eventId, reading });
      const change = after.locked ? null : changeText(plan, after.planData, today);
      showToast({ variant: 'success', title: t('cycle.say.saved'), description: change ?? undefined });
      setLastChange(change);
    } catch (failure) {
      failed(t('cycle.say.failed'), failure, t('cycle.history.undoOffline'));
    }
  };

  const pending: HistoryEntry[] = queue.pending
    .filter((event) => event.planId === planId)
    .reverse()
    .map((event) => ({
      key: event.localId,
      type: event.type,
      date: event.date,
      pending: true,
      reading: null,
      undo: () => updateQueue((current) => withoutPending(current, event.localId)),
      undoing: false,
      saying: false,
    }));
  const entries: HistoryEntry[] = logged.map((event) => ({
    key: event.id,
    type: event.type,
    date: event.date,
    pending: false,
    reading: readingOf(plan, event.id),
    undo: readOnly ? undefined : () => void undo(event.id),
    undoing: remove.isPending && remove.variables === event.id,
    say: event.type === 'period-start' && !readOnly ? (reading) => void say(event.id, reading) : undefined,
    saying: read.isPending && read.variables?.eventId === event.id,
  }));
  const refused = queue.refused.filter((item) => item.event.planId === planId);

  return (
    <SectionCard icon={<TimelineIcon />} title={t('cycle.title')}>
      <Stack spacing={2.5}>
        <WhatChanged notes={plan.cycle.notes} lastChange={lastChange} />
        <TodayLine plan={plan} today={today} actions={todayActions} />
        {!readOnly && <Typography sx={{ color: 'text.secondary' }}>{t('cycle.intro')}</Typography>}
        {refused.map((item) => (
          <Alert
            key={item.event.localId}
            severity="error"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => updateQueue((current) => dismissRefused(current, item.event.localId))}
              >
                {t('cycle.refused.dismiss')}
              </Button>
            }
          >
            <AlertTitle>{t('cycle.refused.title')}</AlertTitle>
            {t('cycle.refused.item', { ...text(item.event.type, item.event.date), message: item.message })}
          </Alert>
        ))}
        {readOnly ? null : logging ? (
          <LogForm
            key={logging}
            type={logging}
            planId={planId}
            plan={plan}
            today={today}
            earliest={earliest}
            periodStarts={periodStarts(plan, logged, earliest)}
            onDone={(change) => {
              setLogging(null);
              if (change) setLastChange(change);
            }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {(['period-start', 'lh-positive'] as const).map((type) => {
              const Icon = EVENT_ICONS[type];
              return (
                <Button
                  key={type}
                  variant="outlined"
                  size="large"
                  startIcon={<Icon />}
                  onClick={() => setLogging(type)}
                  sx={{ py: 1.5 }}
                >
                  {t(`cycle.log.${type}`)}
                </Button>
              );
            })}
          </Box>
        )}
        <CycleHistory entries={[...pending, ...entries]} events={events} />
      </Stack>
    </SectionCard>
  );
}
