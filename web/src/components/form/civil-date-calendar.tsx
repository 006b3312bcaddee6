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
import { civilToLocalDate, localDateToCivil } from '@/lib/device/device-date';

export interface CivilDateCalendarProps {
  value: CivilDate | null;
  onChange: (value: CivilDate | null) => void;
  /** The first and last days that can be picked; the others are disabled. */
  min: CivilDate;
  max: CivilDate;
  labelledBy: string;
  describedBy: string;
  /** Clicking the selected day again clears it (a question that may be left unanswered). */
  clearable?: boolean;
}

/**
 * A single-date calendar on this device's calendar. The callers keep yyyy-MM-dd text; Dates here are local
 * midnights, built field by field. The heaviest widget of the app: load it with `lazy`.
 */
export default function CivilDateCalendar({
  value,
  onChange,
  min,
  max,
  labelledBy,
  describedBy,
  clearable = false,
}: CivilDateCalendarProps) {
  const { t } = useTranslation();
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
            onChange(clearable && next !== null && next === value ? null : next);
          }}
          minDate={civilToLocalDate(min)}
          maxDate={civilToLocalDate(max)}
          views={['day']}
          // The weekday's own one-letter abbreviation (ح ن ث ر خ ج س), not the first letter of a longer name.
          dayOfWeekFormatter={(day: Date) => format(day, 'EEEEE', { locale })}
          sx={{ width: '100%', maxWidth: 360 }}
        />
      </Box>
    </LocalizationProvider>
  );
}
