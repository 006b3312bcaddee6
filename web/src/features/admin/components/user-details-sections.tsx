import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { AdminUserRecord } from '@nasl/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { useAdminFormat } from '../hooks/use-admin-format';

/** A titled part of the record; its content may name itself by the heading's id. */
export function DetailsSection({
  title,
  sx,
  children,
}: {
  title: string;
  sx: SxProps<Theme>;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children(headingId)}
    </Box>
  );
}

/** A line in the secondary colour: what is missing, or still on its way. */
export function MutedLine({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

export interface Field {
  label: string;
  value: ReactNode;
}

export function FieldList({
  title,
  fields,
  empty,
}: {
  title: string;
  fields: Field[] | null;
  empty: string;
}) {
  return (
    <DetailsSection title={title} sx={{ '& + &': { mt: 3 } }}>
      {() =>
        fields ? (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
              columnGap: 2,
              rowGap: { xs: 0.25, sm: 1 },
            }}
          >
            {fields.map((field) => (
              <Box key={field.label} sx={{ display: 'contents' }}>
                <Typography
                  component="dt"
                  variant="body2"
                  sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}
                >
                  {field.label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, fontWeight: 600, wordBreak: 'break-word' }}
                >
                  {field.value}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <MutedLine>{empty}</MutedLine>
        )
      }
    </DetailsSection>
  );
}

/** The cycle events logged on the person's latest plan, newest first, as the API lists them. */
export function CycleEventList({ events }: { events: AdminUserRecord['cycleEvents'] }) {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const format = useAdminFormat();
  return (
    <DetailsSection title={t('details.cycleEvents')} sx={{ mt: 3 }}>
      {(headingId) =>
        events.length === 0 ? (
          <MutedLine>{t('details.noCycleEvents')}</MutedLine>
        ) : (
          <Box
            component="ul"
            aria-labelledby={headingId}
            sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
          >
            {events.map((event) => (
              <Typography component="li" variant="body2" key={event.id}>
                <Box component="span" sx={{ fontWeight: 600 }}>
                  {`${t(`details.cycleEventTypes.${event.type}`)}: ${formatCivilDate(event.date, language, { weekday: true })}`}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {` (${t('details.cycleEventLogged', { date: format.dateTime(event.createdAt) })})`}
                </Box>
              </Typography>
            ))}
          </Box>
        )
      }
    </DetailsSection>
  );
}
