import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-client';
import { saveLatestPlan } from '@/lib/device/latest-plan';
import { showToast } from '@/stores/toast-store';
import { useGeneratePlan } from '../api/generate-plan';
import { questionnaireDraftSaver, useQuestionnaireStore } from '../stores/questionnaire-store';
import { schemaToday } from '../utils/dates';
import { checkAnswers, firstStepWithIssues } from '../utils/steps';

/** Where a submission stands: idle, sending, waiting for the connection to come back, or failed. */
export type SubmissionStatus = 'idle' | 'submitting' | 'offline' | 'failed';

/** No answer arrived at all (offline, DNS, aborted), as opposed to an error answer from the API. */
function isConnectionFailure(error: unknown): boolean {
  return !(error instanceof ApiError) && !navigator.onLine;
}

export function usePlanSubmission({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('questionnaire');
  const navigate = useNavigate();
  const { mutateAsync: generatePlan } = useGeneratePlan();
  const [status, setStatus] = useState<SubmissionStatus>('idle');

  const submit = useCallback(async () => {
    const store = useQuestionnaireStore.getState();
    const check = checkAnswers(store.answers, schemaToday());
    if (!check.ok) {
      const step = firstStepWithIssues(check.issues);
      if (step !== null) store.goToStep(step);
      return;
    }
    // Offline: nothing is lost (the answers are on the device); the plan is created on reconnection.
    if (!navigator.onLine) {
      setStatus('offline');
      return;
    }

    setStatus('submitting');
    await questionnaireDraftSaver.pause();
    try {
      const plan = await generatePlan(check.answers);
      saveLatestPlan(plan);
      // The server has deleted the account's draft; the device copy goes too.
      useQuestionnaireStore.getState().reset();
      questionnaireDraftSaver.resume();
      // Admins stay in the app; everyone else gets a full page load of the preview.
      if (isAdmin) navigate(paths.results(plan.id));
      else window.location.assign(paths.planPreview(plan.id));
    } catch (error) {
      questionnaireDraftSaver.resume();
      if (isConnectionFailure(error)) {
        setStatus('offline');
        return;
      }
      console.error('Plan generation failed', error);
      setStatus('failed');
      showToast({
        variant: 'destructive',
        title: t('submitError.toastTitle'),
        description: t('submitError.toastDescription'),
      });
    }
  }, [generatePlan, isAdmin, navigate, t]);

  useEffect(() => {
    if (status !== 'offline') return;
    const retry = () => void submit();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [status, submit]);

  /** Leaving the last step (or changing an answer) clears an earlier failure. */
  const dismiss = useCallback(
    () => setStatus((current) => (current === 'submitting' ? current : 'idle')),
    [],
  );

  return { status, submit, dismiss };
}
