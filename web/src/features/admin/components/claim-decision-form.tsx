import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CLAIM_DECISIONS,
  CLAIM_REASON_MAX_LENGTH,
  claimDecisionSchema,
  type ClaimDecision,
} from '@nasl/core/guarantee';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { FormFailure, ScriptedForm } from '@/components/form/scripted-form';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { serverMessageOf } from '@/lib/api/api-client';
import { showToast } from '@/stores/toast-store';
import { useDecideGuaranteeClaim } from '../api/decide-guarantee-claim';

/** The owner's decision on a claim: approve (refunds the plan), reject or ask for more, with her reason. */
export function ClaimDecisionForm({ claimId }: { claimId: string }) {
  const { t } = useTranslation('admin');
  const message = useValidationMessage();
  const labelId = useId();
  const decide = useDecideGuaranteeClaim();
  const [decision, setDecision] = useState<ClaimDecision>('approve');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const parsed = v.safeParse(claimDecisionSchema, { decision, reason });
    if (!parsed.success) {
      setError(message(parsed.issues[0].message) ?? t('claims.failed'));
      return;
    }
    setError(null);
    try {
      await decide.mutateAsync({ claimId, ...parsed.output });
      showToast({ variant: 'success', title: t('claims.saved') });
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('claims.failed'));
    }
  };

  return (
    <ScriptedForm
      aria-labelledby={labelId}
      onSubmit={save}
      sx={{ display: 'grid', gap: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id={labelId} sx={{ fontWeight: 700 }}>
        {t('claims.decide')}
      </Typography>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={decision}
        onChange={(event) => setDecision(event.target.value as ClaimDecision)}
      >
        {CLAIM_DECISIONS.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={t(`claims.decision.${value}`)}
          />
        ))}
      </RadioGroup>
      <TextField
        label={t('claims.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: CLAIM_REASON_MAX_LENGTH } }}
      />
      <FormFailure message={error} />
      <Box>
        <Button type="submit" variant="contained" loading={decide.isPending}>
          {t('claims.save')}
        </Button>
      </Box>
    </ScriptedForm>
  );
}
