import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { firstSentence } from '@nasl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardLinkButton } from '@/components/ui/forward-link-button';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/i18n/format';
import { useReports, type Report } from '../api/get-user-plans';

function EmptyReports() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
      <DescriptionIcon aria-hidden sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} />
      <Typography variant="h3" sx={{ mb: 1 }}>
        {t('profile.reports.emptyTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3, maxWidth: 420, mx: 'auto' }}>
        {t('profile.reports.emptyBody')}
      </Typography>
      <ForwardLinkButton to={paths.questionnaire} variant="contained">
        {t('profile.reports.createFirst')}
      </ForwardLinkButton>
    </Box>
  );
}

/**
 * Extra actions for a paid report, supplied by the app (the print layout belongs to the plan feature, the
 * receipt to checkout).
 */
export type ReportActions = (reportId: string) => ReactNode;

function ReportCard({ report, actions }: { report: Report; actions?: ReportActions }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const title = report.targetGender
    ? t('profile.reports.planTitle', { context: report.targetGender })
    : t('profile.reports.planTitle');

  return (
    <Card component="li" variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h3">{title}</Typography>
          {report.refunded ? (
            <Chip label={t('profile.reports.refunded')} size="small" />
          ) : report.isPaid ? (
            <Chip label={t('profile.reports.paid')} color="success" size="small" />
          ) : (
            <Chip label={t('profile.reports.unpaid')} color="warning" variant="outlined" size="small" />
          )}
        </Stack>
        {report.refunded && <Typography variant="body2">{t('profile.reports.refundedNote')}</Typography>}
        {report.createdAt && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile.reports.createdOn', { date: formatDate(report.createdAt, language) })}
          </Typography>
        )}
        {report.isPaid && (
          <Typography variant="body2">
            {report.successRate === null
              ? t('profile.reports.successRateNone')
              : t('profile.reports.successRate', { rate: report.successRate })}
          </Typography>
        )}
        {report.timing && (
          <Typography variant="body2">
            {t('profile.reports.timing', { timing: firstSentence(report.timing) })}
          </Typography>
        )}
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
      >
        {report.isPaid ? (
          <>
            <Button component={RouterLink} to={paths.results(report.id)} variant="contained" size="small">
              {t('profile.reports.view')}
            </Button>
            {actions?.(report.id)}
          </>
        ) : (
          <>
            {!report.refunded && (
              <Button component={RouterLink} to={paths.checkout(report.id)} variant="contained" size="small">
                {t('profile.reports.completePayment')}
              </Button>
            )}
            <Button component={RouterLink} to={paths.planPreview(report.id)} variant="outlined" size="small">
              {t('profile.reports.preview')}
            </Button>
          </>
        )}
      </CardActions>
    </Card>
  );
}

/**
 * My Reports: every plan, newest first, paid (view, print, receipt), waiting for its payment (complete it,
 * see the preview) or refunded under the guarantee (locked again: its preview only); a missing or failing
 * list reads as "no reports yet".
 */
export function ReportsList({ actions }: { actions?: ReportActions }) {
  const { t } = useTranslation();
  const reportsQuery = useReports();

  if (reportsQuery.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }

  const reports = reportsQuery.data ?? [];
  if (reports.length === 0) return <EmptyReports />;

  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reports.map((report) => (
        <ReportCard key={report.id} report={report} actions={actions} />
      ))}
    </Stack>
  );
}
