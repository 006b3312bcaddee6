import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { QuestionnaireStep } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { progressPercent, TOTAL_STEPS } from '../utils/steps';

/** "Question N of 17" and "completed N%", exposed as a progress bar. */
export function WizardProgress({ step }: { step: QuestionnaireStep }) {
  const { t } = useTranslation('questionnaire');
  const percent = progressPercent(step);
  const question = t('progress.question', { step, total: TOTAL_STEPS });
  const completed = t('progress.completed', { percent });

  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{question}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{completed}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.label')}
        aria-valuetext={`${question}, ${completed}`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
