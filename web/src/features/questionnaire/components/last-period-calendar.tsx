import Box from '@mui/material/Box';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CivilDate } from '@nasl/core';
import { format } from 'date-fns/format';
import { arSA } from 'date-fns/locale/ar-SA';
import { enUS } from 'date-fns/locale/en-US';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { civilToLocalDate, localDateToCivil, type DateLimits } from '../utils/dates';

export interface LastPeriodCalendarProps {
  value: CivilDate | null;
  onChange: (value: CivilDate | null) => void;
  limits: DateLimits;
  labelledBy: string;
  describedBy: string;
}

/**
 * A single-date calendar; days after tomorrow are disabled, and clicking the selected day
 * again clears it. The form keeps yyyy-MM-dd text; Dates here are local midnights, built field by field.
 */
export default function LastPeriodCalendar({
  value,
  onChange,
  limits,
  labelledBy,
  describedBy,
}: LastPeriodCalendarProps) {
  const { t } = useTranslation('questionnaire');
  const { language } = useLanguage();
  const locale = language === 'ar' ? arSA : enUS;
  const localeText = useMemo(
    () => ({
      previousMonth: t('calendar.previousMonth'),
      nextMonth: t('calendar.nextMonth'),
      openPreviousView: t('calendar.openPreviousView'),
      openNextView: t('calendar.openNextView'),
    }),
    [t],
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale} localeText={localeText}>
      <Box
        role="group"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden', maxWidth: 360 }}
      >
        <DateCalendar
          value={value ? civilToLocalDate(value) : null}
          onChange={(picked: Date | null) => {
            const next = picked ? localDateToCivil(picked) : null;
            onChange(next !== null && next === value ? null : next);
          }}
          minDate={civilToLocalDate(limits.min)}
          maxDate={civilToLocalDate(limits.max)}
          views={['day']}
          // The weekday's own one-letter abbreviation (ح ن ث ر خ ج س), not the first letter of a longer name.
          dayOfWeekFormatter={(day: Date) => format(day, 'EEEEE', { locale })}
          sx={{ width: '100%', maxWidth: 360 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
