import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ClaimStatus, GuaranteeClaim } from '@nasl/core/guarantee';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/i18n/format';
import { SubHeading } from '@/components/plan/plan-parts';

const STATUS_COLORS: Record<ClaimStatus, 'default' | 'warning' | 'success' | 'error'> = {
  submitted: 'default',
  'more-documents': 'warning',
  approved: 'success',
  rejected: 'error',
};

/** Her claims and where each stands; the owner's reason with a rejection or a request for documents. */
export function ClaimsList({ claims }: { claims: readonly GuaranteeClaim[] }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (
    <Box>
      <SubHeading>{t('followUp.claim.listTitle')}</SubHeading>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {claims.map((claim) => (
          <Box
            component="li"
            key={claim.id}
            data-claim-status={claim.status}
            sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover', display: 'grid', gap: 0.75 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Chip
                size="small"
                color={STATUS_COLORS[claim.status]}
                label={t(`followUp.claim.status.${claim.status}`)}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('followUp.claim.sentOn', { date: formatDate(claim.createdAt, language) })} ·{' '}
                {t('followUp.claim.documentsCount', { count: claim.documents.length })}
              </Typography>
            </Box>
            <Typography>{t(`followUp.claim.statusHelp.${claim.status}`)}</Typography>
            {claim.reason && (
              <Typography sx={{ fontWeight: 600 }}>
                {t('followUp.claim.reason', { reason: claim.reason })}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
