import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { CheckIn } from '@nasl/core/plan-follow-up';
import type { PlanData } from '@nasl/core/plan';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { ApiError } from '@/lib/api/api-client';
import { formatCivilDate } from '@/lib/i18n/format';
import { showToast } from '@/stores/toast-store';
import { SPREAD_ROW_SX } from '@/components/ui/spread-row';
import { useSaveCheckIn } from '../api/save-check-in';
import { checkInPrompts, type CheckInPrompt } from '../utils/check-in-prompts';

function PromptRow({
  prompt,
  today,
  onAnswer,
  busy,
}: {
  prompt: CheckInPrompt;
  today: CivilDate;
  onAnswer: (done: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const questionId = useId();
  const question =
    prompt.kind === 'diet-week'
      ? t('followUp.checkIn.dietWeek')
      : prompt.date === today
        ? t('followUp.checkIn.attemptToday')
        : t('followUp.checkIn.attemptOn', {
            date: formatCivilDate(prompt.date, language, { weekday: true }),
          });
  const value = prompt.answer === null ? null : prompt.answer ? 'yes' : 'no';
  return (
    <Box data-check-in={prompt.kind} sx={SPREAD_ROW_SX}>
      <Typography id={questionId} sx={{ fontWeight: 600 }}>
        {question}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        disabled={busy}
        aria-labelledby={questionId}
        onChange={(_event, next: 'yes' | 'no' | null) => {
          if (next !== null && next !== value) onAnswer(next === 'yes');
        }}
      >
        {/* The today card's tinted background leaves MUI's grey label under 4.5:1: the text's own colour. */}
        <ToggleButton value="yes" sx={{ px: 2.5, color: 'text.primary' }}>
          {t('followUp.checkIn.yes')}
        </ToggleButton>
        <ToggleButton value="no" sx={{ px: 2.5, color: 'text.primary' }}>
          {t('followUp.checkIn.no')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}

/**
 * One tap on the today card: did she follow the latest attempt day, did she follow the diet this week. Her
 * answer can be changed; it counts in "followed X of Y attempt days".
 */
export function CheckInPrompts({
  planId,
  plan,
  checkIns,
  today,
}: {
  planId: string;
  plan: PlanData;
  checkIns: readonly CheckIn[];
  today: CivilDate;
}) {
  const { t } = useTranslation('plan');
  const save = useSaveCheckIn(planId);
  const prompts = checkInPrompts(plan, checkIns, today);
  if (prompts.length === 0) return null;

  const answer = async (prompt: CheckInPrompt, done: boolean) => {
    try {
      await save.mutateAsync({ date: prompt.date, kind: prompt.kind, done });
      showToast({ variant: 'success', title: t('followUp.checkIn.saved') });
    } catch (failure) {
      showToast({
        variant: 'destructive',
        title: t('followUp.checkIn.failed'),
        description:
          failure instanceof ApiError ? (failure.serverMessage ?? undefined) : t('followUp.checkIn.offline'),
      });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      {prompts.map((prompt) => (
        <PromptRow
          key={prompt.kind}
          prompt={prompt}
          today={today}
          busy={save.isPending}
          onAnswer={(done) => void answer(prompt, done)}
        />
      ))}
    </Box>
  );
}
