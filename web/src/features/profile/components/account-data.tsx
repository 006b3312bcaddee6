import DeleteIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useExportData } from '../api/export-data';
import { outcomeToasts } from '../utils/outcome-toasts';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The person's own data: a copy of all of it to download, and deleting the account with it. */
export function AccountData() {
  const { t } = useTranslation();
  const titleId = useId();
  const [deleting, setDeleting] = useState(false);
  const exportMutation = useExportData();
  const download = () =>
    exportMutation.mutate(
      undefined,
      outcomeToasts({
        success: t('profile.data.exported'),
        failed: t('profile.data.exportFailed'),
        failedFallback: t('profile.data.exportFailedFallback'),
      }),
    );

  return (
    <section aria-labelledby={titleId}>
      <Divider sx={{ my: 4 }} />
      <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('profile.data.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('profile.data.description')}</Typography>
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to={paths.privacy}>
          {t('profile.data.privacy')}
        </Link>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          loading={exportMutation.isPending}
        >
          {t('profile.data.export')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
          {t('profile.data.delete')}
        </Button>
      </Stack>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
