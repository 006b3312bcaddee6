import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AGE_RANGES, percentRounded, type AdminQuestionnaireRecord, type Stats } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { useQuestionnaires } from '../api/get-questionnaires';
import { useStats } from '../api/get-stats';
import { useAdminFormat } from '../hooks/use-admin-format';
import { useRenderedMark } from '../hooks/use-rendered-mark';
import { useSortedRows } from '../hooks/use-sorted-rows';
import { questionnaireComparators, type QuestionnaireSortKey } from '../utils/sort';
import { ExportButton } from './export-button';
import { QueryError, TabLoader } from './query-state';
import { IdText, ListTable, PagedListEnd, type Column } from './table-parts';

/** The mother's age ranges of every questionnaire, from the stats aggregate. */
function AgeRanges({ stats }: { stats: Stats }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={t('questionnaires.ageRanges')}
      sx={{ p: 2, borderRadius: 3 }}
    >
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('questionnaires.ageRanges')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {AGE_RANGES.map((range) => (
          <Box key={range} data-age-range={range} sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('questionnaires.ageRange', { range })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '1.2rem' }}>
              <bdi>{format.count(stats.ageRanges[range])}</bdi>{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                ({format.percentWhole(percentRounded(stats.ageRanges[range], stats.totalResponses))})
              </Typography>
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function OwnerCell({ record }: { record: AdminQuestionnaireRecord }) {
  const { t } = useTranslation('admin');
  if (!record.userId) {
    return <Chip size="small" variant="outlined" label={t('questionnaires.guest')} />;
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{record.userName?.trim() || t('questionnaires.unknown')}</bdi>
      </Typography>
      {record.userEmail && (
        <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-all' }}>
          <bdi>{record.userEmail}</bdi>
        </Typography>
      )}
    </>
  );
}

/** The Lead Analysis tab: every questionnaire, newest first, one page at a time. */
export function QuestionnairesTab() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const questionnairesQuery = useQuestionnaires();
  const statsQuery = useStats({ enabled: questionnairesQuery.isSuccess });
  const { rows, sorting } = useSortedRows(questionnairesQuery.data, questionnaireComparators);
  useRenderedMark('questionnaires', questionnairesQuery.isSuccess);

  if (questionnairesQuery.isPending) return <TabLoader />;
  if (questionnairesQuery.isError && !questionnairesQuery.data) {
    return (
      <QueryError error={questionnairesQuery.error} onRetry={() => void questionnairesQuery.refetch()} />
    );
  }
  const columns: Column<QuestionnaireSortKey>[] = [
    { label: t('questionnaires.columns.id') },
    { label: t('questionnaires.columns.user'), sortKey: 'user' },
    { label: t('questionnaires.columns.gender'), sortKey: 'gender' },
    { label: t('questionnaires.columns.motherAge'), sortKey: 'motherAge' },
    { label: t('questionnaires.columns.date'), sortKey: 'date' },
  ];

  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('questionnaires.intro')}</Typography>
      <ExportButton table="questionnaires" />
      {statsQuery.data && <AgeRanges stats={statsQuery.data} />}
      <ListTable
        label={t('questionnaires.title')}
        minWidth={760}
        columns={columns}
        {...sorting}
        empty={rows.length > 0 ? null : t('questionnaires.empty')}
      >
        {rows.map((record) => (
          <TableRow key={record.id} hover data-questionnaire-id={record.id}>
            <TableCell>
              <IdText>{record.id}</IdText>
            </TableCell>
            <TableCell sx={{ maxWidth: 280 }}>
              <OwnerCell record={record} />
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                variant="outlined"
                color={record.gender === 'boy' ? 'info' : 'secondary'}
                label={t(`genders.${record.gender}`)}
              />
            </TableCell>
            <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{record.motherAge}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(record.createdAt)}</TableCell>
          </TableRow>
        ))}
      </ListTable>
      <PagedListEnd
        query={questionnairesQuery}
        shown={format.count(rows.length)}
        total={statsQuery.data ? format.count(statsQuery.data.totalResponses) : undefined}
      />
    </Stack>
  );
}
