import AttachFileIcon from '@mui/icons-material/AttachFileOutlined';
import CloseIcon from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CLAIM_NOTE_MAX_LENGTH } from '@nasl/core/guarantee';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure, FRAMED_FORM_SX, ScriptedForm } from '@/components/form/scripted-form';
import { ApiError } from '@/lib/api/api-client';
import { showToast } from '@/stores/toast-store';
import { useSubmitGuaranteeClaim } from '../api/submit-guarantee-claim';
import { CLAIM_FILE_ACCEPT, claimFilesProblem } from '../utils/claim-files';

/**
 * Her claim: her statement that the plan was followed, her consent to the documents being kept (health
 * data), a note, and 1-3 documents; sent as one form. Also how she sends more documents when asked.
 */
export function ClaimForm({ planId, more }: { planId: string; more: boolean }) {
  const { t } = useTranslation('plan');
  const submit = useSubmitGuaranteeClaim(planId);
  const filesLabelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [followed, setFollowed] = useState(false);
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);

  const problemText = (): string | null => {
    if (!followed) return t('followUp.claim.needsFollowed');
    if (!consent) return t('followUp.claim.needsConsent');
    const problem = claimFilesProblem(files);
    if (!problem) return null;
    if (problem.kind === 'none') return t('followUp.claim.needsDocuments');
    if (problem.kind === 'tooMany') return t('followUp.claim.tooMany');
    return t(`followUp.claim.${problem.kind}`, { name: problem.name });
  };

  const send = async () => {
    const problem = problemText();
    setError(problem);
    if (problem) return;
    try {
      await submit.mutateAsync({ note, documents: files });
      showToast({ variant: 'success', title: t('followUp.claim.sent') });
      setFiles([]);
      setNote('');
    } catch (failure) {
      // 409 (not yet, or already claimed), 413 (too large) and 415 (not a PDF, JPEG or PNG) say why.
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : t('followUp.claim.failed'),
      );
    }
  };

  return (
    <ScriptedForm
      aria-label={t('followUp.claim.title')}
      onSubmit={send}
      sx={{ ...FRAMED_FORM_SX, display: 'grid', gap: 1.5 }}
    >
      <FormControlLabel
        control={<Checkbox checked={followed} onChange={(event) => setFollowed(event.target.checked)} />}
        label={t('followUp.claim.followed')}
      />
      <FormControlLabel
        control={<Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />}
        label={t('followUp.claim.consent')}
      />
      <TextField
        label={t('followUp.claim.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: CLAIM_NOTE_MAX_LENGTH } }}
      />
      <Box>
        <Typography id={filesLabelId} sx={{ fontWeight: 600, mb: 1 }}>
          {t('followUp.claim.documents')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          aria-describedby={filesLabelId}
          onClick={() => fileInput.current?.click()}
        >
          {t('followUp.claim.choose')}
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          multiple
          accept={CLAIM_FILE_ACCEPT}
          aria-labelledby={filesLabelId}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            setFiles((current) => [...current, ...chosen]);
            event.target.value = '';
          }}
        />
        {files.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {files.map((file, index) => (
              <Box
                component="li"
                key={`${file.name}-${index}`}
                sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              >
                <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
                <IconButton
                  size="small"
                  aria-label={t('followUp.claim.remove', { name: file.name })}
                  onClick={() => setFiles((current) => current.filter((_, at) => at !== index))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <FormFailure message={error} />
      <Box>
        <Button type="submit" variant="contained" loading={submit.isPending}>
          {more ? t('followUp.claim.submitMore') : t('followUp.claim.submit')}
        </Button>
      </Box>
    </ScriptedForm>
  );
}
