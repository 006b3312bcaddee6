import PregnantWomanIcon from '@mui/icons-material/PregnantWomanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CivilDate } from '@nasl/core';
import type { PregnancyRecord } from '@nasl/core/plan-follow-up';
import { pregnancyRequestSchema } from '@nasl/core/plan-follow-up';
import { useState } from 'react';
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
import { useDeletePregnancy } from '../api/delete-pregnancy';
import { useRecordPregnancy } from '../api/record-pregnancy';

/** The server takes a test date up to tomorrow (her day may be ahead of the plans' calendar). */
const DAYS_AFTER_TODAY = 1;

function PregnancyForm({
  planId,
  planStart,
  today,
  onDone,
}: {
  planId: string;
  planStart: CivilDate;
  today: CivilDate;
  onDone: () => void;
}) {
  const { t } = useTranslation('plan');
  const message = useValidationMessage();
  const record = useRecordPregnancy(planId);
  const [date, setDate] = useState<CivilDate | null>(today < planStart ? planStart : today);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const parsed = v.safeParse(pregnancyRequestSchema, { positiveTestDate: date });
    if (!parsed.success) {
      setError(message(parsed.issues[0].message) ?? t('followUp.pregnancy.failed'));
      return;
    }
    try {
      await record.mutateAsync(parsed.output);
      showToast({ variant: 'success', title: t('followUp.pregnancy.saved') });
      onDone();
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('followUp.pregnancy.failed'));
    }
  };

  return (
    <ScriptedForm aria-label={t('followUp.pregnancy.question')} onSubmit={save} sx={FRAMED_FORM_SX}>
      <DateQuestion
        question={t('followUp.pregnancy.question')}
        help={t('followUp.pregnancy.help')}
        selectedText={(shown) => t('followUp.pregnancy.selected', { date: shown })}
        value={date}
        onChange={setDate}
        min={planStart}
        max={latestEnterableDate(DAYS_AFTER_TODAY)}
      />
      <FormFailure message={error} sx={{ mt: 1.5 }} />
      <Stack direction="row" spacing={1.5} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" loading={record.isPending}>
          {t('followUp.pregnancy.save')}
        </Button>
        <Button onClick={onDone} disabled={record.isPending}>
          {t('followUp.pregnancy.cancel')}
        </Button>
      </Stack>
    </ScriptedForm>
  );
}

/** "I am pregnant" with the day of the positive test, and its undo while no result is recorded. */
export function PregnancySection({
  planId,
  planStart,
  pregnancy,
  today,
}: {
  planId: string;
  planStart: CivilDate;
  pregnancy: PregnancyRecord | null;
  today: CivilDate;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const remove = useDeletePregnancy(planId);

  const undo = async () => {
    try {
      await remove.mutateAsync();
      showToast({ variant: 'success', title: t('followUp.pregnancy.undone') });
    } catch (failure) {
      showToast({
        variant: 'destructive',
        title: t('followUp.pregnancy.failed'),
        description: serverMessageOf(failure) ?? undefined,
      });
    }
  };

  if (pregnancy) {
    return (
      <Box data-pregnancy="">
        <SubHeading>{t('followUp.pregnancy.title')}</SubHeading>
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 600 }}>
          <PregnantWomanIcon aria-hidden color="primary" />
          {t('followUp.pregnancy.recorded', {
            date: formatCivilDate(pregnancy.positiveTestDate, language, { weekday: true }),
          })}
        </Typography>
        <Button size="small" onClick={() => void undo()} loading={remove.isPending} sx={{ mt: 1 }}>
          {t('followUp.pregnancy.undo')}
        </Button>
      </Box>
    );
  }
  return (
    <Box data-pregnancy="">
      <SubHeading>{t('followUp.pregnancy.title')}</SubHeading>
      <Typography sx={{ mb: 1.5 }}>{t('followUp.pregnancy.intro')}</Typography>
      {open ? (
        <PregnancyForm planId={planId} planStart={planStart} today={today} onDone={() => setOpen(false)} />
      ) : (
        <Button variant="outlined" startIcon={<PregnantWomanIcon />} onClick={() => setOpen(true)}>
          {t('followUp.pregnancy.open')}
        </Button>
      )}
    </Box>
  );
}
