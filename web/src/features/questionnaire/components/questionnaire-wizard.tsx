import '../i18n';
import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { User } from '@nasl/core';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BackArrowIcon } from '@/components/ui/back-arrow-icon';
import { loadToastSnackbar } from '@/components/ui/toaster';
import { ForwardArrowIcon } from '@/components/ui/forward-arrow-icon';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { useDraftSync } from '../hooks/use-draft-sync';
import { usePlanSubmission } from '../hooks/use-plan-submission';
import { useQuestionnaireStore } from '../stores/questionnaire-store';
import { stepToday } from '../utils/dates';
import { nextStep, previousStep, stepIssues, stepQuestionField, TOTAL_STEPS } from '../utils/steps';
import { GeneratingView } from './generating-view';
import { QUESTIONNAIRE_HEADING_SX, QuestionnaireIntro } from './questionnaire-intro';
import { loadLastPeriodCalendar, StepField } from './step-field';
import { SyncStatus } from './sync-status';
import { WizardProgress } from './wizard-progress';

/** The questionnaire: 17 steps, one question each, kept on the device and synced to the account. */
export function QuestionnaireWizard({ user }: { user: User }) {
  const { t } = useTranslation('questionnaire');
  const step = useQuestionnaireStore((state) => state.step);
  const answers = useQuestionnaireStore((state) => state.answers);
  const setAnswers = useQuestionnaireStore((state) => state.setAnswers);
  const goToStep = useQuestionnaireStore((state) => state.goToStep);
  const online = useOnlineStatus();
  const submission = usePlanSubmission({ isAdmin: user.isAdmin });
  const syncStatus = useDraftSync(submission.status !== 'submitting');
  const headingId = useId();
  const helpId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);

  // A new question takes the focus, so screen readers read it and the keyboard starts there.
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  // A failed or postponed submission is announced where the person is looking (the list can be long).
  useEffect(() => {
    if (submission.status === 'failed' || submission.status === 'offline') {
      outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    }
  }, [submission.status]);

  // Fetched now so that the date question still works if the connection drops before step 4.
  useEffect(() => {
    void loadLastPeriodCalendar();
    void loadToastSnackbar();
  }, []);

  if (submission.status === 'submitting') return <GeneratingView />;

  const issues = stepIssues(answers, step, stepToday(step));
  const blocked = Object.keys(issues).length > 0;
  const isLastStep = step === TOTAL_STEPS;
  const field = stepQuestionField(step);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    if (isLastStep) void submission.submit();
    else goToStep(nextStep(step));
  };

  const handlePrevious = () => {
    submission.dismiss();
    goToStep(previousStep(step));
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={QUESTIONNAIRE_HEADING_SX}>
        {t('heading')}
      </Typography>
      <QuestionnaireIntro />
      {!online && (
        <Alert severity="warning" icon={<CloudOffIcon />} sx={{ mb: 2 }}>
          {t('offline.banner')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 2, sm: 3, md: 4 }, mt: 2 }}>
        <WizardProgress step={step} />
        <Box component="form" noValidate onSubmit={handleSubmit} aria-labelledby={headingId} sx={{ mt: 3 }}>
          <Typography
            ref={headingRef}
            id={headingId}
            variant="h2"
            tabIndex={-1}
            sx={{ fontSize: { xs: '1.3rem', md: '1.6rem' }, mb: 1, outline: 'none' }}
          >
            {t(`steps.${field}.title`)}
          </Typography>
          <Typography id={helpId} sx={{ color: 'text.secondary', mb: 3 }}>
            {t(`steps.${field}.help`)}
          </Typography>

          <StepField
            step={step}
            answers={answers}
            issues={issues}
            onChange={setAnswers}
            headingId={headingId}
            helpId={helpId}
          />

          {submission.status === 'failed' && (
            <Alert ref={outcomeRef} severity="error" sx={{ mt: 3 }}>
              {t('submitError.alert')}
            </Alert>
          )}
          {submission.status === 'offline' && (
            <Alert
              ref={outcomeRef}
              severity="warning"
              icon={<CloudOffIcon />}
              sx={{ mt: 3 }}
              action={
                <Button color="inherit" size="small" onClick={() => void submission.submit()}>
                  {t('offline.retry')}
                </Button>
              }
            >
              {t('offline.submitWaiting')}
            </Alert>
          )}

          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, mt: 4 }}>
            {step > 1 ? (
              <Button variant="outlined" size="large" onClick={handlePrevious} startIcon={<BackArrowIcon />}>
                {t('nav.previous')}
              </Button>
            ) : (
              <span />
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={blocked}
              endIcon={isLastStep ? undefined : <ForwardArrowIcon />}
            >
              {isLastStep ? t('nav.submit') : t('nav.next')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ mt: 3, minHeight: 24 }}>
          <SyncStatus status={syncStatus} />
        </Box>
      </Paper>
    </Container>
  );
}
