import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import OpacityIcon from '@mui/icons-material/OpacityOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import TimelineIcon from '@mui/icons-material/TimelineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type CivilDate } from '@nasl/core';
import {
  CYCLE_EVENT_MAX_DAYS_AFTER_TODAY,
  cycleEventRequestSchema,
  type CycleEvent,
  type CycleEventType,
} from '@nasl/core/cycle-events';
import type { PlanData } from '@nasl/core/plan';
import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { lazyComponent } from '@/components/lazy-component';
import { useLanguage } from '@/hooks/use-language';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { ApiError } from '@/lib/api/api-client';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { latestEnterableDate } from '@/lib/device/device-date';
import { formatCivilDate } from '@/lib/i18n/format';
import { showToast } from '@/stores/toast-store';
import { useDeleteCycleEvent } from '../api/delete-cycle-event';
import { useLogCycleEvent } from '../api/log-cycle-event';
import { updateQueue, useCycleEventQueue } from '../stores/cycle-event-queue-store';
import { dismissRefused, enqueue, withoutPending } from '../utils/cycle-event-queue';
import { loadCycleEventSync } from './deferred-cycle-event-sync';
import { ItemList, SectionCard, SubHeading } from '@/components/plan/plan-parts';
import { TodayLine } from './today-line';

// Loaded with the panel, it renders at once when she picks another day (React.lazy would still hold it back).
const CivilDateCalendar = lazyComponent(() => import('@/components/form/civil-date-calendar'));

const EVENT_ICONS = { 'period-start': OpacityIcon, 'lh-positive': ScienceIcon } as const;

/** What the panel knows of the events logged on the server: loading, unknown (no answer), or the list. */
export type LoggedEvents =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'loaded'; events: CycleEvent[] };

interface CyclePanelProps {
  planId: string;
  plan: PlanData;
  events: LoggedEvents;
  /** The earliest day she may log: the last period date the plan was first made from. */
  earliest: CivilDate | null;
  today: CivilDate;
  /** What the today card asks of her (her check-ins), from the page that shows the panel. */
  todayActions?: ReactNode;
}

function useEventText() {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (type: CycleEventType, date: CivilDate) => ({
    event: t(`cycle.log.${type}`),
    date: formatCivilDate(date, language, { weekday: true }),
  });
}

function LogForm({
  type,
  planId,
  today,
  earliest,
  onDone,
}: {
  type: CycleEventType;
  planId: string;
  today: CivilDate;
  earliest: CivilDate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const message = useValidationMessage();
  const questionId = useId();
  const helpId = useId();
  const [date, setDate] = useState<CivilDate | null>(today);
  const [error, setError] = useState<string | null>(null);
  const ownerId = useAuthStatus().data?.user?.id ?? null;
  const queue = useCycleEventQueue();
  const log = useLogCycleEvent(planId);
  const latest = latestEnterableDate(CYCLE_EVENT_MAX_DAYS_AFTER_TODAY);
  // Nothing before the plan's own last period; without it, the year the questionnaire accepts.
  const min = earliest ?? addDays(today, -365);

  const keepOnDevice = (event: { type: CycleEventType; date: CivilDate }) => {
    if (!ownerId) {
      setError(t('cycle.log.failed'));
      return;
    }
    const localId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    updateQueue((current) =>
      enqueue(current, { ...event, localId, planId, ownerId, queuedAt: new Date().toISOString() }),
    );
    showToast({ variant: 'default', title: t('cycle.log.queued') });
    onDone();
  };

  const save = async () => {
    const parsed = v.safeParse(cycleEventRequestSchema, { type, date });
    if (!parsed.success) {
      setError(message(parsed.issues[0].message) ?? t('cycle.log.failed'));
      return;
    }
    setError(null);
    // Waiting entries of this plan go first: a new one joins them, so the server sees them in order.
    if (!navigator.onLine || queue.pending.some((event) => event.planId === planId)) {
      keepOnDevice(parsed.output);
      return;
    }
    try {
      await log.mutateAsync(parsed.output);
      showToast({ variant: 'success', title: t(`cycle.log.saved.${type}`) });
      onDone();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.serverMessage ?? t('cycle.log.failed'));
      else keepOnDevice(parsed.output);
    }
  };

  return (
    <Box
      component="form"
      aria-labelledby={questionId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
    >
      <Typography id={questionId} variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {t(`cycle.log.question.${type}`)}
      </Typography>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('cycle.log.help')}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={334} sx={{ maxWidth: 360 }} />}>
        <CivilDateCalendar
          value={date}
          onChange={setDate}
          min={min}
          max={latest}
          labelledBy={questionId}
          describedBy={helpId}
        />
      </Suspense>
      <Typography role="status" sx={{ fontWeight: 600, mt: 1.5 }}>
        {date ? t('cycle.log.selected', { date: formatCivilDate(date, language, { weekday: true }) }) : ''}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={log.isPending}>
          {t('cycle.log.save')}
        </Button>
        <Button onClick={onDone} disabled={log.isPending}>
          {t('cycle.log.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}

interface HistoryEntry {
  key: string;
  type: CycleEventType;
  date: CivilDate;
  pending: boolean;
  undo: () => void;
  undoing: boolean;
}

function History({ entries, events }: { entries: HistoryEntry[]; events: LoggedEvents }) {
  const { t } = useTranslation('plan');
  const text = useEventText();
  return (
    <Box>
      <SubHeading>{t('cycle.history.title')}</SubHeading>
      {events.kind === 'loading' && <Skeleton variant="rounded" height={48} />}
      {events.kind === 'unavailable' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('cycle.history.unavailable')}
        </Typography>
      )}
      {events.kind === 'loaded' && entries.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cycle.history.empty')}
        </Typography>
      )}
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={t('cycle.history.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {entries.map((entry) => {
            const Icon = EVENT_ICONS[entry.type];
            const words = text(entry.type, entry.date);
            return (
              <Box
                component="li"
                key={entry.key}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.25,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                <Icon
                  aria-hidden
                  sx={{ color: entry.type === 'period-start' ? 'error.main' : 'secondary.main' }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{words.event}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {words.date}
                  </Typography>
                  {entry.pending && (
                    <Chip
                      size="small"
                      icon={<CloudOffIcon />}
                      label={t('cycle.history.pending')}
                      variant="outlined"
                      color="warning"
                      sx={{ mt: 0.5 }}
                    />
                  )}
                </Box>
                <Button
                  size="small"
                  onClick={entry.undo}
                  loading={entry.undoing}
                  aria-label={t('cycle.history.undoLabel', words)}
                >
                  {t('cycle.history.undo')}
                </Button>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

/**
 * What changed and why: the plan's notes on her cycle (her own length, entries set aside as spotting or a
 * probable missed period, positive tests and what they moved), first in the panel, where she logs.
 */
function WhatChanged({ notes }: { notes: readonly string[] }) {
  const { t } = useTranslation('plan');
  const headingId = useId();
  if (notes.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('cycle.changes.title')}
      </Typography>
      <ItemList items={notes} tone="note" />
    </Box>
  );
}

/**
 * The "my cycle" panel of an unlocked plan: what changed and why, what to do today, logging in two taps,
 * and the history with undo.
 */
export function CyclePanel({ planId, plan, events, earliest, today, todayActions }: CyclePanelProps) {
  const { t } = useTranslation('plan');
  const text = useEventText();
  const [logging, setLogging] = useState<CycleEventType | null>(null);
  const queue = useCycleEventQueue();
  const remove = useDeleteCycleEvent(planId);

  // Offline, the calendar and the sender must already be on the device.
  useEffect(() => {
    void CivilDateCalendar.load();
    void loadCycleEventSync();
  }, []);

  const undo = async (eventId: string) => {
    try {
      await remove.mutateAsync(eventId);
      showToast({ variant: 'success', title: t('cycle.history.undone') });
    } catch (failure) {
      showToast(
        failure instanceof ApiError
          ? {
              variant: 'destructive',
              title: t('cycle.history.undoFailed'),
              description: failure.serverMessage ?? undefined,
            }
          : {
              variant: 'destructive',
              title: t('cycle.history.undoFailed'),
              description: t('cycle.history.undoOffline'),
            },
      );
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
      undo: () => updateQueue((current) => withoutPending(current, event.localId)),
      undoing: false,
    }));
  const logged: HistoryEntry[] = (events.kind === 'loaded' ? events.events : []).map((event) => ({
    key: event.id,
    type: event.type,
    date: event.date,
    pending: false,
    undo: () => void undo(event.id),
    undoing: remove.isPending && remove.variables === event.id,
  }));
  const refused = queue.refused.filter((item) => item.event.planId === planId);

  return (
    <SectionCard icon={<TimelineIcon />} title={t('cycle.title')}>
      <Stack spacing={2.5}>
        <WhatChanged notes={plan.cycle.notes} />
        <TodayLine plan={plan} today={today} actions={todayActions} />
        <Typography sx={{ color: 'text.secondary' }}>{t('cycle.intro')}</Typography>
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
        {logging ? (
          <LogForm
            key={logging}
            type={logging}
            planId={planId}
            today={today}
            earliest={earliest}
            onDone={() => setLogging(null)}
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
        <History entries={[...pending, ...logged]} events={events} />
      </Stack>
    </SectionCard>
  );
}
