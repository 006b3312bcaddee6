import CloudDoneIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroidOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SyncStatus as Status } from '../hooks/use-draft-sync';

const ICONS = {
  device: PhoneAndroidIcon,
  saving: CloudUploadIcon,
  account: CloudDoneIcon,
} as const;

/** Where the answers are kept right now: on this device only, on their way, or in the account. */
export function SyncStatus({ status }: { status: Status }) {
  const { t } = useTranslation('questionnaire');
  if (status === 'untouched') return null;
  const Icon = ICONS[status];
  const text = { device: t('sync.local'), saving: t('sync.saving'), account: t('sync.synced') }[status];
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
