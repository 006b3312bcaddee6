import EventIcon from '@mui/icons-material/EventOutlined';
import NightsStayIcon from '@mui/icons-material/NightsStayOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import { TODAY_CARD_ANCHOR } from '@nasl/core/reminders';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import type { TodayGuidance } from '@/lib/plan/plan-days';

/** What a day asks, already in words: the most important line first. */
export type TodayCardContent =
  | Exclude<TodayGuidance, { kind: 'day' }>
  | {
      kind: 'day';
      dateLine: string;
      lines: readonly string[];
      /** The Ramadan reminder of the day (in Ramadan, or the day just before or after it), or null. */
      ramadanLine: string | null;
      nextAttempt: CivilDate | null;
    };

/**
 * "What to do today", for her (her plan's day) or for him (the partner view): the card a reminder opens
 * (`#today`), with the Ramadan reminder on its days and the next attempt day; under it, her check-ins.
 */
export function TodayCard({
  content,
  headingLevel,
  children,
}: {
  content: TodayCardContent;
  headingLevel: 'h2' | 'h3';
  children?: ReactNode;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const headingId = useId();
  const date = (value: CivilDate) => formatCivilDate(value, language, { weekday: true });
  return (
    <Box
      component="section"
      id={TODAY_CARD_ANCHOR}
      tabIndex={-1}
      aria-labelledby={headingId}
      data-today-line=""
      sx={{
        scrollMarginTop: 140,
        p: 2,
        borderRadius: 3,
        bgcolor: 'action.hover',
        borderInlineStart: '4px solid',
        borderColor: 'primary.main',
      }}
    >
      <Typography id={headingId} variant="h3" component={headingLevel} sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('cycle.today.heading')}
      </Typography>
      {content.kind === 'before-start' && (
        <Typography>{t('cycle.today.beforeStart', { date: date(content.start) })}</Typography>
      )}
      {content.kind === 'ended' && <Typography>{t('cycle.today.ended')}</Typography>}
      {content.kind === 'day' && (
        <>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {content.dateLine}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
            {content.lines.map((line, index) => (
              <Typography component="li" key={line} sx={{ fontWeight: index === 0 ? 700 : 400 }}>
                {line}
              </Typography>
            ))}
            {content.ramadanLine && (
              <Typography
                component="li"
                sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', fontWeight: 600 }}
              >
                <NightsStayIcon aria-hidden fontSize="small" sx={{ mt: 0.3, color: 'secondary.main' }} />
                {content.ramadanLine}
              </Typography>
            )}
          </Box>
          {content.nextAttempt && (
            <Typography
              sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5, color: 'text.secondary' }}
            >
              <EventIcon aria-hidden fontSize="small" />
              {t('cycle.today.nextAttempt', { date: date(content.nextAttempt) })}
            </Typography>
          )}
        </>
      )}
      {children}
    </Box>
  );
}
