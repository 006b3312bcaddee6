import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminGuaranteeClaim } from '@nasl/core/guarantee';
import { useTranslation } from 'react-i18next';
import { useAdminFormat } from '../hooks/use-admin-format';
import { ClaimDecisionForm } from './claim-decision-form';

const STATUS_COLORS = {
  submitted: 'info',
  'more-documents': 'warning',
  approved: 'success',
  rejected: 'error',
} as const;

function Documents({ claim }: { claim: AdminGuaranteeClaim }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const links = new Map(claim.documentLinks.map((link) => [link.id, link.url]));
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('claims.documents')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {claim.documents.map((document) => {
          const url = links.get(document.id) ?? null;
          return (
            <Box component="li" key={document.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <DescriptionIcon aria-hidden fontSize="small" />
              {url ? (
                <Link href={url} target="_blank" rel="noopener noreferrer">
                  {t('claims.open', { name: document.name })}
                </Link>
              ) : (
                <Typography>{t('claims.documentGone', { name: document.name })}</Typography>
              )}
            </Box>
          );
        })}
      </Box>
      {claim.documentsDeletedAt ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('claims.documentsDeleted', { date: format.date(claim.documentsDeletedAt) })}
        </Typography>
      ) : (
        claim.documentsDeleteAfter && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('claims.deleteAfter', { date: format.date(claim.documentsDeleteAfter) })}
          </Typography>
        )
      )}
    </Box>
  );
}

function AdherenceFacts({ claim }: { claim: AdminGuaranteeClaim }) {
  const { t } = useTranslation('admin');
  const { summary, periodStarts, lhPositives } = claim.adherence;
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{t('claims.adherence.title')}</Typography>
      <Typography>{t('claims.adherence.attempts', summary.attemptDays)}</Typography>
      <Typography>{t('claims.adherence.dietWeeks', summary.dietWeeks)}</Typography>
      <Typography>{t('claims.adherence.periodStarts', { total: periodStarts.length })}</Typography>
      <Typography>{t('claims.adherence.lhPositives', { total: lhPositives.length })}</Typography>
    </Box>
  );
}

/** One claim in the queue: who, what was planned and reported, her documents and adherence, the decision. */
export function ClaimCard({ claim }: { claim: AdminGuaranteeClaim }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const decided = claim.status === 'approved' || claim.status === 'rejected';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={claim.user.name ?? claim.user.email ?? t('claims.noName')}
      data-claim={claim.id}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{claim.user.name ?? t('claims.noName')}</Typography>
        {claim.user.email && (
          <Typography
            component="bdi"
            variant="body2"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {claim.user.email}
          </Typography>
        )}
        <Chip size="small" color={STATUS_COLORS[claim.status]} label={t(`claims.status.${claim.status}`)} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        <Typography>{t('claims.goal', { target: t(`genders.${claim.target}`) })}</Typography>
        <Typography>{t('claims.reported', { outcome: t(`claims.outcomes.${claim.outcome}`) })}</Typography>
        <Typography>{t('claims.sentOn', { date: format.date(claim.createdAt) })}</Typography>
        <Typography>
          {claim.paidAt ? t('claims.paidOn', { date: format.date(claim.paidAt) }) : t('claims.notPaid')}
        </Typography>
        {claim.positiveTestDate && (
          <Typography>
            {t('claims.positiveTest', { date: format.civilDate(claim.positiveTestDate, true) })}
          </Typography>
        )}
        {claim.knownOn && (
          <Typography>{t('claims.knownOn', { date: format.civilDate(claim.knownOn, true) })}</Typography>
        )}
      </Box>
      {claim.note && (
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('claims.note')}</Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{claim.note}</Typography>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Documents claim={claim} />
        <AdherenceFacts claim={claim} />
      </Box>
      {claim.decisions.length > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{t('claims.decisions')}</Typography>
          {claim.decisions.map((entry) => (
            <Typography key={entry.at}>
              {t('claims.decisionLine', {
                decision: t(`claims.decision.${entry.decision}`),
                date: format.date(entry.at),
                reason: entry.reason,
              })}
            </Typography>
          ))}
        </Box>
      )}
      {!decided && <ClaimDecisionForm claimId={claim.id} />}
    </Paper>
  );
}
