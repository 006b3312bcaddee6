import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { SubHeading } from '@/components/plan/plan-parts';
import { useGuaranteeClaims } from '../api/get-guarantee-claims';
import { ClaimForm } from './claim-form';
import { ClaimsList } from './claims-list';

/**
 * The guarantee, when the baby's sex differs from the plan's: the form from the day the server says she may
 * claim (3 months after the payment), the day itself before then, and her claims with their status.
 */
export function ClaimSection({
  planId,
  claimableFrom,
  today,
}: {
  planId: string;
  claimableFrom: CivilDate | null;
  today: CivilDate;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const claims = useGuaranteeClaims(planId, true);
  const latest = claims.data?.[0] ?? null;
  const eligible = claimableFrom !== null && claimableFrom <= today;
  const formShown = claims.isSuccess && eligible && (!latest || latest.status === 'more-documents');

  return (
    <Box data-guarantee-claim="" sx={{ display: 'grid', gap: 1.5 }}>
      <SubHeading>{t('followUp.claim.title')}</SubHeading>
      {claims.isPending && <Skeleton variant="rounded" height={64} />}
      {!latest && claimableFrom !== null && (
        <Typography>
          {eligible
            ? t('followUp.claim.eligible')
            : t('followUp.claim.tooEarly', { date: formatCivilDate(claimableFrom, language) })}
        </Typography>
      )}
      {formShown && <ClaimForm planId={planId} more={latest?.status === 'more-documents'} />}
      {claims.data && claims.data.length > 0 && <ClaimsList claims={claims.data} />}
    </Box>
  );
}
