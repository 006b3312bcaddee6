import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import OpacityIcon from '@mui/icons-material/OpacityOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { CycleEvent, CycleEventType, PeriodReading } from '@nasl/core/cycle-events';
import type { CycleEntry } from '@nasl/core/plan';
import { useTranslation } from 'react-i18next';
import { SubHeading } from '@/components/plan/plan-parts';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';

export const EVENT_ICONS = { 'period-start': OpacityIcon, 'lh-positive': ScienceIcon } as const;

/** What the panel knows of the events logged on the server: loading, unknown (no answer), or the list. */
export type LoggedEvents =
  { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'loaded'; events: CycleEvent[] };

export interface HistoryEntry {
  key: string;
  type: CycleEventType;
  date: CivilDate;
  pending: boolean;
  /** How the plan read it (none while it waits on the device). */
  reading: CycleEntry | null;
  /** Takes the entry back; absent where the reader may not change her log (an admin reading her plan). */
  undo?: () => void;
  undoing: boolean;
  /** Her say over a period start: sends the other reading. */
  say?: (reading: PeriodReading) => void;
  saying: boolean;
}

export function useEventText() {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (type: CycleEventType, date: CivilDate) => ({
    event: t(`cycle.log.${type}`),
    date: formatCivilDate(date, language, { weekday: true }),
  });
}

/** The reading of an entry in words, and the other reading she may give in one tap. */
function useReadingText() {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (reading: CycleEntry) => {
    const dates = (reading.missed ?? [])
      .map((date) => formatCivilDate(date, language))
      .join(language === 'ar' ? '، ' : ', ');
    const label =
      reading.reading === 'lh-set-aside'
        ? t(`cycle.reading.lh-set-aside.${reading.reason ?? 'unlikely'}`)
        : reading.reading === 'lh-used'
          ? t('cycle.reading.lh-used')
          : t(`cycle.reading.${reading.reading}${reading.byHer ? 'ByHer' : ''}`, { dates });
    // A start read as spotting may be a period; a period, spotting; one after a period not logged, no period missed.
    const other: { reading: PeriodReading; label: string } | null =
      reading.reading === 'spotting'
        ? { reading: 'period', label: t('cycle.say.period') }
        : reading.reading === 'after-missed'
          ? { reading: 'period', label: t('cycle.say.noneMissed') }
          : reading.reading === 'period' || reading.reading === 'corrects-answer'
            ? { reading: 'spotting', label: t('cycle.say.spotting') }
            : null;
    return { label, other };
  };
}

export function CycleHistory({ entries, events }: { entries: HistoryEntry[]; events: LoggedEvents }) {
  const { t } = useTranslation('plan');
  const text = useEventText();
  const readingText = useReadingText();
  return (
    <Box>
      <SubHeading>{t('cycle.history.title')}</SubHeading>
      {events.kind === 'loading' && <Skeleton variant="rounded" height={48} />}
      {events.kind === 'unavailable' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('cycle.history.unavailable')}
        </Typography>
      )}
      {events.kind === 'loaded' && entries.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('cycle.history.empty')}
        </Typography>
      )}
      {entries.length > 0 && (
        <Box
          component="ul"
          aria-label={t('cycle.history.title')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {entries.map((entry) => {
            const Icon = EVENT_ICONS[entry.type];
            const words = text(entry.type, entry.date);
            const reading = entry.reading ? readingText(entry.reading) : null;
            const flagged =
              entry.reading?.reading === 'spotting' ||
              entry.reading?.reading === 'after-missed' ||
              entry.reading?.reading === 'lh-set-aside';
            return (
              <Box
                component="li"
                key={entry.key}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.25,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                <Icon
                  aria-hidden
                  sx={{ color: entry.type === 'period-start' ? 'error.main' : 'secondary.main' }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{words.event}</Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {words.date}
                  </Typography>
                  {reading && (
                    <Typography
                      variant="body2"
                      sx={{
                        color: flagged ? 'warning.dark' : 'text.secondary',
                        fontWeight: flagged ? 600 : 400,
                      }}
                    >
                      {reading.label}
                    </Typography>
                  )}
                  {entry.pending && (
                    <Chip
                      size="small"
                      icon={<CloudOffIcon />}
                      label={t('cycle.history.pending')}
                      variant="outlined"
                      color="warning"
                      sx={{ mt: 0.5 }}
                    />
                  )}
                </Box>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ alignItems: 'flex-end' }}>
                  {reading?.other && entry.say && (
                    <Button
                      size="small"
                      variant={flagged ? 'outlined' : 'text'}
                      onClick={() => entry.say?.(reading.other!.reading)}
                      loading={entry.saying}
                      aria-label={t('cycle.say.label', { ...words, say: reading.other.label })}
                    >
                      {reading.other.label}
                    </Button>
                  )}
                  {entry.undo && (
                    <Button
                      size="small"
                      onClick={entry.undo}
                      loading={entry.undoing}
                      aria-label={t('cycle.history.undoLabel', words)}
                    >
                      {t('cycle.history.undo')}
                    </Button>
                  )}
                </Stack>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
