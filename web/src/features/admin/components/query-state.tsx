import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/api-client';

export function TabLoader() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}

/** A failed read: the server's message when it sent one, and a way to ask again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {serverMessageOf(error) ?? t('common.loadFailed')}
    </Alert>
  );
}

interface ShownQuery {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * What a tab shows of a read that keeps the last answer while the next one loads: the loader at first, the
 * failure when nothing came, else the content, with a bar over it while a new answer replaces the old one.
 */
export function QueryContent({ query, children }: { query: ShownQuery; children: ReactNode }) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <TabLoader />;
  if (query.isError && !query.data) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      {query.isPlaceholderData && <LinearProgress aria-label={t('common.loading')} />}
      {children}
    </>
  );
}
