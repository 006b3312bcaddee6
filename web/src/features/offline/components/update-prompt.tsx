import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

export interface UpdatePromptProps {
  onLater: () => void;
  onUpdate: () => void;
}

/** "A new version is ready": the person chooses when the page reloads into it. */
export default function UpdatePrompt({ onLater, onUpdate }: UpdatePromptProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={t('offline.updateReady')}
      action={
        <>
          <Button color="inherit" size="small" onClick={onLater}>
            {t('offline.later')}
          </Button>
          <Button color="secondary" variant="contained" size="small" onClick={onUpdate}>
            {t('offline.update')}
          </Button>
        </>
      }
    />
  );
}
