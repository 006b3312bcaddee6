import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import {
  OUTCOME_SEXES,
  outcomeRequestSchema,
  type OutcomeRecord,
  type OutcomeSex,
  type PregnancyRecord,
} from '@nasl/core/plan-follow-up';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormFailure, FRAMED_FORM_SX, ScriptedForm } from '@/components/form/scripted-form';
import { DateQuestion } from '@/components/form/date-question';
import { useLanguage } from '@/hooks/use-language';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { serverMessageOf } from '@/lib/api/api-client';
import { latestEnterableDate } from '@/lib/device/device-date';
import { formatCivilDate } from '@/lib/i18n/format';
import { showToast } from '@/stores/toast-store';
import { SubHeading } from '@/components/plan/plan-parts';
import { useSaveOutcome } from '../api/save-outcome';

function OutcomeForm({
  planId,
  pregnancy,
  outcome,
  today,
  onDone,
}: {
  planId: string;
  pregnancy: PregnancyRecord;
  outcome: OutcomeRecord | null;
  today: CivilDate;
  onDone: (() => void) | null;
}) {
  const { t } = useTranslation('plan');
  const message = useValidationMessage();
  const questionId = useId();
  const save = useSaveOutcome(planId);
  const [sex, setSex] = useState<OutcomeSex | null>(outcome?.sex ?? null);
  const [knownOn, setKnownOn] = useState<CivilDate | null>(outcome?.knownOn ?? today);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!sex) {
      setError(t('followUp.outcome.choose'));
      return;
    }
    const parsed = v.safeParse(outcomeRequestSchema, { sex, knownOn });
    if (!parsed.success) {
      setError(message(parsed.issues[0].message) ?? t('followUp.outcome.failed'));
      return;
    }
    try {
      await save.mutateAsync(parsed.output);
      showToast({ variant: 'success', title: t('followUp.outcome.saved') });
      onDone?.();
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('followUp.outcome.failed'));
    }
  };

  return (
    <ScriptedForm aria-labelledby={questionId} onSubmit={submit} sx={FRAMED_FORM_SX}>
      <Typography id={questionId} variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {t('followUp.outcome.question')}
      </Typography>
      <RadioGroup
        aria-labelledby={questionId}
        value={sex ?? ''}
        onChange={(event) => setSex(event.target.value as OutcomeSex)}
        sx={{ mb: 2 }}
      >
        {OUTCOME_SEXES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`followUp.outcome.sex.${value}`)}
          />
        ))}
      </RadioGroup>
      <DateQuestion
        question={t('followUp.outcome.dateQuestion')}
        help={t('followUp.outcome.dateHelp')}
        selectedText={(shown) => t('followUp.pregnancy.selected', { date: shown })}
        value={knownOn}
        onChange={setKnownOn}
        min={pregnancy.positiveTestDate}
        max={latestEnterableDate(1)}
      />
      <FormFailure message={error} sx={{ mt: 1.5 }} />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t('followUp.outcome.save')}
        </Button>
        {onDone && (
          <Button onClick={onDone} disabled={save.isPending}>
            {t('followUp.outcome.cancel')}
          </Button>
        )}
      </Stack>
    </ScriptedForm>
  );
}

/**
 * The result, asked gently once she is pregnant: a boy, a girl, rather not say, or a loss, and the day she
 * knew; changeable. A loss is met with kind words and nothing else.
 */
export function OutcomeSection({
  planId,
  pregnancy,
  outcome,
  today,
}: {
  planId: string;
  pregnancy: PregnancyRecord;
  outcome: OutcomeRecord | null;
  today: CivilDate;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  // The same form records the result and changes it: `current` is what it starts from.
  const outcomeForm = (current: OutcomeRecord | null, onDone: () => void) => (
    <OutcomeForm planId={planId} pregnancy={pregnancy} outcome={current} today={today} onDone={onDone} />
  );

  return (
    <Box data-outcome={outcome?.sex ?? ''}>
      <SubHeading>{t('followUp.outcome.title')}</SubHeading>
      {outcome && !editing && (
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {t(`followUp.outcome.told.${outcome.sex}`, {
              date: formatCivilDate(outcome.knownOn, language),
            })}
          </Typography>
          {outcome.sex === 'loss' && (
            <Alert severity="info" icon={false} sx={{ mt: 1.5, borderRadius: 3 }}>
              {t('followUp.outcome.lossWords')}
            </Alert>
          )}
          <Button size="small" onClick={() => setEditing(true)} sx={{ mt: 1 }}>
            {t('followUp.outcome.edit')}
          </Button>
        </>
      )}
      {outcome && editing && outcomeForm(outcome, () => setEditing(false))}
      {!outcome && (
        <>
          <Typography sx={{ mb: 1.5 }}>{t('followUp.outcome.intro')}</Typography>
          {asking ? (
            outcomeForm(null, () => setAsking(false))
          ) : (
            <Button variant="outlined" onClick={() => setAsking(true)}>
              {t('followUp.outcome.open')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
