import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TREND_BUCKETS, type TrendBucket } from '@nasl/core/trends';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { presetOf, presetRange, TREND_PRESETS, type DateRange, type TrendPreset } from '../utils/trends';
import { ReportRangeFields } from './date-range-fields';

/** The range of the trends (a preset or any two days) and the period each point covers. */
export function TrendControls({
  range,
  bucket,
  today,
  onRange,
  onBucket,
}: {
  range: DateRange;
  bucket: TrendBucket;
  today: string;
  onRange: (range: DateRange) => void;
  onBucket: (bucket: TrendBucket) => void;
}) {
  const { t } = useTranslation('admin');
  const preset = presetOf(range, today);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
        <Choice
          label={t('trends.range')}
          value={preset}
          options={(Object.keys(TREND_PRESETS) as TrendPreset[]).map((key) => ({
            key,
            label: t(`trends.presets.${key}`),
          }))}
          onChange={(next) => onRange(presetRange(today, next))}
        />
        <Box sx={{ pt: { lg: 3.5 } }}>
          <ReportRangeFields value={range} onChange={onRange} max={today} />
        </Box>
        <Choice
          label={t('trends.bucket')}
          value={bucket}
          options={TREND_BUCKETS.map((key) => ({ key, label: t(`trends.buckets.${key}`) }))}
          onChange={onBucket}
        />
      </Stack>
    </Paper>
  );
}

/** A labelled group of exclusive toggle buttons; clicking the chosen one again keeps it chosen. */
function Choice<Key extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Key | null;
  options: { key: Key; label: string }[];
  onChange: (next: Key) => void;
}) {
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-labelledby={labelId}
        onChange={(_event, next: Key | null) => next && onChange(next)}
      >
        {options.map((option) => (
          <ToggleButton key={option.key} value={option.key}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
