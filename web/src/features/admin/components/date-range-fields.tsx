import Stack from '@mui/material/Stack';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isCivilDate, type CivilDate } from '@nasl/core/civil-date';
import { arSA } from 'date-fns/locale/ar-SA';
import { enUS } from 'date-fns/locale/en-US';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { civilToLocalDate, localDateToCivil } from '@/lib/device/device-date';
import { isAskableRange, type DateRange } from '../utils/trends';

/** MUI X ships no Arabic texts for its pickers: the ones a person meets come from the admin namespace. */
function usePickerTexts() {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      previousMonth: t('picker.previousMonth'),
      nextMonth: t('picker.nextMonth'),
      openPreviousView: t('picker.openPreviousView'),
      openNextView: t('picker.openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view: string) =>
        view === 'year' ? t('picker.yearViewOpen') : t('picker.yearViewSwitch'),
      openDatePickerDialogue: (formattedDate: string | null) =>
        formattedDate ? t('picker.chooseDateSelected', { date: formattedDate }) : t('picker.chooseDate'),
      fieldClearLabel: t('picker.clear'),
      clearButtonLabel: t('picker.clear'),
      cancelButtonLabel: t('common.cancel'),
      okButtonLabel: t('picker.ok'),
      todayButtonLabel: t('picker.today'),
      datePickerToolbarTitle: t('picker.selectDate'),
      dateTableLabel: t('picker.chooseDate'),
      fieldYearPlaceholder: (params: { digitAmount: number }) => t('picker.year').repeat(params.digitAmount),
      fieldMonthPlaceholder: () => t('picker.month').repeat(2),
      fieldDayPlaceholder: () => t('picker.day').repeat(2),
      year: t('picker.yearName'),
      month: t('picker.monthName'),
      day: t('picker.dayName'),
    }),
    [t],
  );
}

interface PickerTextField {
  size: 'small';
  error?: boolean;
  helperText?: string;
}

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** The last day that can be picked (today). */
  max: CivilDate;
  fromLabel: string;
  toLabel: string;
  /** Shown under the end when the range is refused. */
  error?: string | null;
}

/**
 * A range of civil dates with MUI X's date pickers, in the UI language. The range keeps yyyy-MM-dd text;
 * the pickers' Dates are local midnights, built field by field, so no time zone moves a day.
 */
export function DateRangeFields({ value, onChange, max, fromLabel, toLabel, error }: DateRangeFieldsProps) {
  const { language } = useLanguage();
  const localeText = usePickerTexts();
  const maxDate = civilToLocalDate(max);
  // Day first, as dates are written in Saudi Arabia and the Gulf; English keeps its locale's order.
  const format = language === 'ar' ? 'dd/MM/yyyy' : undefined;
  const pick = (end: keyof DateRange) => (picked: Date | null) => {
    if (!picked || Number.isNaN(picked.getTime())) return;
    const date = localDateToCivil(picked);
    if (isCivilDate(date)) onChange({ ...value, [end]: date });
  };
  const picker = (end: keyof DateRange, label: string, textField: PickerTextField) => (
    <DatePicker
      label={label}
      format={format}
      value={civilToLocalDate(value[end])}
      onChange={pick(end)}
      maxDate={maxDate}
      slotProps={{ textField }}
    />
  );
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={language === 'ar' ? arSA : enUS}
      localeText={localeText}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {picker('from', fromLabel, { size: 'small' })}
        {picker('to', toLabel, { size: 'small', error: Boolean(error), helperText: error ?? undefined })}
      </Stack>
    </LocalizationProvider>
  );
}

/** The range of the trends and outcomes: any the server answers for (see isAskableRange), up to `max`. */
export function ReportRangeFields({
  value,
  onChange,
  max,
}: Pick<DateRangeFieldsProps, 'value' | 'onChange' | 'max'>) {
  const { t } = useTranslation('admin');
  return (
    <DateRangeFields
      value={value}
      onChange={onChange}
      max={max}
      fromLabel={t('trends.from')}
      toLabel={t('trends.to')}
      error={isAskableRange(value) ? null : t('trends.invalidRange')}
    />
  );
}
