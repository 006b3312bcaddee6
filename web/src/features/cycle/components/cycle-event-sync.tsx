import '@/lib/i18n/plan-texts';
import type { PlanDetails } from '@nasl/core/plan';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, UnexpectedResponseError } from '@/lib/api/api-client';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { forgetCachedReads } from '@/lib/api/forget-cached-reads';
import { showToast } from '@/stores/toast-store';
import { logCycleEvent } from '../api/log-cycle-event';
import { useReplacePlan } from '@/hooks/use-replace-plan';
import { loadQueue, saveQueue } from '../stores/cycle-event-queue-store';
import { CYCLE_QUEUE_CHANGED } from '../utils/cycle-queue-signal';
import { flushQueue, type QueuedCycleEvent, type SendOutcome } from '../utils/cycle-event-queue';

/** Statuses that say "not now" rather than "never": the session ended (she logs in again), a timeout, a limit. */
const RETRY_LATER = new Set([401, 408, 429]);

async function send(event: QueuedCycleEvent, fallback: string): Promise<SendOutcome<PlanDetails | null>> {
  try {
    return {
      kind: 'sent',
      answer: await logCycleEvent(event.planId, {
        type: event.type,
        date: event.date,
        ...(event.reading ? { reading: event.reading } : {}),
      }),
    };
  } catch (error) {
    // Accepted, but the answer could not be read: the event is logged; the plan is asked for again.
    if (error instanceof UnexpectedResponseError && error.status < 300) return { kind: 'sent', answer: null };
    if (
      error instanceof ApiError &&
      error.status >= 400 &&
      error.status < 500 &&
      !RETRY_LATER.has(error.status)
    ) {
      return { kind: 'refused', message: error.serverMessage ?? fallback };
    }
    return { kind: 'unavailable' };
  }
}

let running = false;
let again = false;

/**
 * One sender at a time: in this tab (a second call while one runs asks for one more round), and across tabs
 * through the Web Locks API where the browser has it, so no event is sent twice from one device.
 */
async function drain(task: () => Promise<unknown>): Promise<void> {
  if (running) {
    again = true;
    return;
  }
  running = true;
  try {
    do {
      again = false;
      if (navigator.locks) await navigator.locks.request('nasl-cycle-event-queue', task);
      else await task();
    } while (again);
  } finally {
    running = false;
  }
}

/** Sends the cycle events waiting on the device, oldest first, whenever there is a connection and a session. */
export default function CycleEventSync() {
  const { t } = useTranslation('plan');
  const queryClient = useQueryClient();
  const replacePlan = useReplacePlan();
  const ownerId = useAuthStatus().data?.user?.id ?? null;

  const flush = useEffectEvent(() => {
    if (!ownerId || !navigator.onLine) return;
    void drain(async () => {
      let sent = 0;
      let refused = 0;
      await flushQueue<PlanDetails | null>({
        ownerId,
        load: loadQueue,
        save: saveQueue,
        send: (event) => send(event, t('cycle.refused.fallback')),
        onSent: (_, plan) => {
          sent += 1;
          if (plan) replacePlan(plan);
          else forgetCachedReads(queryClient);
        },
        onRefused: (_, message) => {
          refused += 1;
          showToast({ variant: 'destructive', title: t('cycle.refused.title'), description: message });
        },
      });
      // A refusal stays on screen rather than being replaced by the good news.
      if (sent > 0 && refused === 0) showToast({ variant: 'success', title: t('cycle.synced') });
    }).catch((error: unknown) => console.error('Sending the saved cycle entries failed', error));
  });

  useEffect(() => {
    flush();
    const onChange = () => flush();
    window.addEventListener('online', onChange);
    window.addEventListener(CYCLE_QUEUE_CHANGED, onChange);
    return () => {
      window.removeEventListener('online', onChange);
      window.removeEventListener(CYCLE_QUEUE_CHANGED, onChange);
    };
  }, [ownerId]);

  return null;
}
