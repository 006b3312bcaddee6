import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, type CivilDate } from '@nasl/core';
import {
  CYCLE_EVENT_MAX_DAYS_AFTER_TODAY,
  cycleEventRequestSchema,
  type CycleEventRequest,
  type CycleEventType,
  type PeriodReading,
} from '@nasl/core/cycle-events';
import type { PlanData } from '@nasl/core/plan';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormFailure, FRAMED_FORM_SX, ScriptedForm } from '@/components/form/scripted-form';
import { DateQuestion } from '@/components/form/date-question';
import { useLanguage } from '@/hooks/use-language';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { ApiError } from '@/lib/api/api-client';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { latestEnterableDate } from '@/lib/device/device-date';
import { formatCivilDate } from '@/lib/i18n/format';
import { showToast } from '@/stores/toast-store';
import { useLogCycleEvent } from '../api/log-cycle-event';
import { updateQueue, useCycleEventQueue } from '../stores/cycle-event-queue-store';
import { enqueue } from '../utils/cycle-event-queue';
import { loggedEvent, periodJustBefore, readingOf } from '../utils/entry-readings';
import { useChangeText } from './change-text';

/** Names an entry waiting on this device. */
function newLocalId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

interface LogFormProps {
  type: CycleEventType;
  planId: string;
  plan: PlanData;
  today: CivilDate;
  earliest: CivilDate | null;
  /** The period starts the plan counts from (her answered one and the logged ones read as periods). */
  periodStarts: readonly CivilDate[];
  /** Called after saving, with what the re-planning moved (null when the entry waits on the device). */
  onDone: (change: string | null) => void;
}

/**
 * Logging in two taps: the day (today preselected), then save. A period start soon after her last period
 * (1-14 days) is asked about first: a period, or spotting? The answer goes with the entry.
 */
export function LogForm({ type, planId, plan, today, earliest, periodStarts, onDone }: LogFormProps) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const message = useValidationMessage();
  const changeText = useChangeText();
  const questionId = useId();
  const [date, setDate] = useState<CivilDate | null>(today);
  const [asking, setAsking] = useState<CivilDate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ownerId = useAuthStatus().data?.user?.id ?? null;
  const queue = useCycleEventQueue();
  const log = useLogCycleEvent(planId);
  const latest = latestEnterableDate(CYCLE_EVENT_MAX_DAYS_AFTER_TODAY);
  // Nothing before the plan's own last period; without it, the year the questionnaire accepts.
  const min = earliest ?? addDays(today, -365);

  const keepOnDevice = (event: CycleEventRequest) => {
    if (!ownerId) {
      setError(t('cycle.log.failed'));
      return;
    }
    const queued = { ...event, localId: newLocalId(), planId, ownerId, queuedAt: new Date().toISOString() };
    updateQueue((current) => enqueue(current, queued));
    showToast({ variant: 'default', title: t('cycle.log.queued') });
    onDone(null);
  };

  /** The toast says what the entry did: how it was read (a test set aside, a start kept as spotting) and what moved. */
  const savedText = (request: CycleEventRequest, after: PlanData, eventId: string | undefined) => {
    const reading = eventId ? readingOf(after, eventId) : null;
    if (reading?.reading === 'lh-set-aside') {
      return {
        title: t('cycle.log.setAside.title'),
        description: t(`cycle.log.setAside.${reading.reason ?? 'unlikely'}`),
      };
    }
    if (reading?.reading === 'spotting') {
      return { title: t('cycle.log.savedAsSpotting'), description: changeText(plan, after, today) };
    }
    return { title: t(`cycle.log.saved.${request.type}`), description: changeText(plan, after, today) };
  };

  const save = async (reading?: PeriodReading) => {
    const parsed = v.safeParse(cycleEventRequestSchema, { type, date, ...(reading ? { reading } : {}) });
    if (!parsed.success) {
      setError(message(parsed.issues[0].message) ?? t('cycle.log.failed'));
      return;
    }
    setError(null);
    const request = parsed.output;
    if (type === 'period-start' && !reading && periodJustBefore(periodStarts, request.date)) {
      setAsking(periodJustBefore(periodStarts, request.date));
      return;
    }
    // Waiting entries of this plan go first: a new one joins them, so the server sees them in order.
    if (!navigator.onLine || queue.pending.some((event) => event.planId === planId)) {
      keepOnDevice(request);
      return;
    }
    try {
      const after = await log.mutateAsync(request);
      if (after.locked) return;
      const text = savedText(request, after.planData, loggedEvent(after.cycleEvents, request)?.id);
      showToast({ variant: 'success', ...text });
      onDone(text.description);
    } catch (failure) {
      setAsking(null);
      if (failure instanceof ApiError) setError(failure.serverMessage ?? t('cycle.log.failed'));
      else keepOnDevice(request);
    }
  };

  return (
    <ScriptedForm aria-labelledby={questionId} onSubmit={save} sx={FRAMED_FORM_SX}>
      <DateQuestion
        questionId={questionId}
        question={t(`cycle.log.question.${type}`)}
        help={t('cycle.log.help')}
        selectedText={(selected) => t('cycle.log.selected', { date: selected })}
        value={date}
        onChange={(next) => {
          setDate(next);
          setAsking(null);
        }}
        min={min}
        max={latest}
      />
      <FormFailure message={error} sx={{ mt: 1.5 }} />
      {asking ? (
        <Box role="group" aria-labelledby={`${questionId}-ask`} sx={{ mt: 2 }}>
          <Typography id={`${questionId}-ask`} sx={{ fontWeight: 700 }}>
            {t('cycle.ask.question')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
            {t('cycle.ask.help', { date: formatCivilDate(asking, language) })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {(['period', 'spotting'] as const).map((reading) => (
              <Button
                key={reading}
                variant={reading === 'period' ? 'contained' : 'outlined'}
                loading={log.isPending && log.variables?.reading === reading}
                onClick={() => void save(reading)}
              >
                {t(`cycle.ask.${reading}`)}
              </Button>
            ))}
            <Button onClick={() => setAsking(null)} disabled={log.isPending}>
              {t('cycle.log.cancel')}
            </Button>
          </Stack>
        </Box>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained" loading={log.isPending}>
            {t('cycle.log.save')}
          </Button>
          <Button onClick={() => onDone(null)} disabled={log.isPending}>
            {t('cycle.log.cancel')}
          </Button>
        </Stack>
      )}
    </ScriptedForm>
  );
}
