import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CLAIM_STATUSES, type ClaimStatus } from '@nasl/core/guarantee';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuaranteeClaims } from '../api/get-guarantee-claims';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { ClaimCard } from './claim-card';
import { QueryError, TabLoader } from './query-state';

type StatusFilter = ClaimStatus | 'all';

/** The guarantee claims, waiting ones first by default, each with what the owner needs to decide it. */
export function ClaimsTab() {
  const { t } = useTranslation('admin');
  const [filter, setFilter] = useState<StatusFilter>('submitted');
  const claims = useGuaranteeClaims(filter === 'all' ? null : filter);
  useRenderedMark('claims', claims.isSuccess);

  return (
    <Stack spacing={2.5}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        {t('claims.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('claims.intro')}</Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label={t('claims.filter')}
        onChange={(_event, next: StatusFilter | null) => {
          if (next) setFilter(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {CLAIM_STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {t(`claims.status.${status}`)}
          </ToggleButton>
        ))}
        <ToggleButton value="all">{t('claims.all')}</ToggleButton>
      </ToggleButtonGroup>
      {claims.isPending && <TabLoader />}
      {claims.isError && <QueryError error={claims.error} onRetry={() => void claims.refetch()} />}
      {claims.data?.length === 0 && <Typography>{t('claims.empty')}</Typography>}
      {claims.data?.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}
