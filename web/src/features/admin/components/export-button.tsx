import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ExportTable } from '@nasl/core/admin-export';
import { addDays, compareCivilDates } from '@nasl/core/civil-date';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { serverToday } from '@/lib/device/device-date';
import { exportTableUrl } from '../api/export-table';
import type { DateRange } from '../utils/trends';
import { DateRangeFields } from './date-range-fields';

const DEFAULT_EXPORT_DAYS = 30;

/**
 * "Export CSV" for one admin table: a date range (the last 30 days unless changed), then a download link
 * the browser saves as the server streams it, with the header row in the UI language.
 */
export function ExportButton({ table }: { table: ExportTable }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const titleId = useId();
  const bodyId = useId();
  const today = serverToday();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState<DateRange>({ from: addDays(today, 1 - DEFAULT_EXPORT_DAYS), to: today });
  const valid = compareCivilDates(range.from, range.to) <= 0;
  const tableName = t(`export.tables.${table}`);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => setOpen(true)}
        aria-label={t('export.buttonLabel', { table: tableName })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('export.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        maxWidth="sm"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('export.title', { table: tableName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText id={bodyId}>{t('export.body')}</DialogContentText>
            <DateRangeFields
              value={range}
              onChange={setRange}
              max={today}
              fromLabel={t('export.from')}
              toLabel={t('export.to')}
              error={valid ? null : t('export.invalid')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
          <Button
            component="a"
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={!valid}
            href={exportTableUrl(table, range, language)}
            download
            onClick={() => setOpen(false)}
          >
            {t('export.download')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
