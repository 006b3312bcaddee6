import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanNotice } from '@nasl/core/plan';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { sortedNotices } from '@/lib/plan/notices';

/** Medical and safety advice: `important` first and prominent (filled), then warnings, then the rest. */
export function PlanNotices({ notices }: { notices: readonly PlanNotice[] }) {
  const { t } = useTranslation('plan');
  const headingId = useId();
  if (notices.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {t('notices.title')}
      </Typography>
      <Stack spacing={1.5}>
        {sortedNotices(notices).map((notice) => (
          <Alert
            key={notice.text}
            severity={notice.level === 'info' ? 'info' : 'warning'}
            variant={notice.level === 'important' ? 'filled' : 'standard'}
            role="note"
            data-notice-level={notice.level}
            sx={{ borderRadius: 3, ...(notice.level === 'important' && { fontSize: '1.05rem' }) }}
          >
            {notice.level === 'important' && <AlertTitle>{t('notices.important')}</AlertTitle>}
            {notice.text}
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Where the checkout buttons would be, for a plan that is not sold (no method at her age): her important
 * notices again, and no way to pay.
 */
export function NotForSale({ notices }: { notices: readonly PlanNotice[] }) {
  const { t } = useTranslation('plan');
  const important = notices.filter((notice) => notice.level === 'important');
  return (
    <Alert severity="warning" variant="outlined" role="note" data-not-for-sale="" sx={{ borderRadius: 3 }}>
      <AlertTitle>{t('notForSale.title')}</AlertTitle>
      {important.map((notice) => (
        <Typography key={notice.text} sx={{ mb: 1 }}>
          {notice.text}
        </Typography>
      ))}
      <Typography>{t('notForSale.body')}</Typography>
    </Alert>
  );
}
