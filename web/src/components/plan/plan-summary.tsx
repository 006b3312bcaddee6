import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenterOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdviceColumns, EvidenceNote, SectionCard, SubSection } from './plan-parts';

/** The three summary boxes: main timing, diet focus and success rate (first sentences only, so a locked plan gives nothing away). */
export function SummaryBoxes({
  timing,
  diet,
  successRate,
  successRateNote,
}: {
  timing: string;
  diet: string;
  successRate: number | null;
  /** The one sentence on what the figure is (or why there is none), shown beside it. */
  successRateNote?: string;
}) {
  const { t } = useTranslation('plan');
  const boxes = [
    { label: t('sections.mainTiming'), text: timing },
    { label: t('sections.dietFocus'), text: diet },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        // The note needs a full column; the locked preview keeps its narrow figure box.
        gridTemplateColumns: { xs: '1fr', md: successRateNote ? '1fr 1fr 1fr' : '1fr 1fr 0.6fr' },
      }}
    >
      {boxes.map((box) => (
        <Box key={box.label} sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700, mb: 0.5 }}>
            {box.label}
          </Typography>
          <Typography>{box.text}</Typography>
        </Box>
      ))}
      <Box sx={{ p: 2, borderRadius: 3, bgcolor: 'action.hover', textAlign: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 700, mb: 0.5 }}>
          {t('successRateLabel')}
        </Typography>
        {successRate === null ? (
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 800, lineHeight: 1.4 }}>
            {t('successRateNoneShort')}
          </Typography>
        ) : (
          <Typography sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'success.main', lineHeight: 1.2 }}>
            {`${successRate}%`}
          </Typography>
        )}
        {successRateNote && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, textAlign: 'start' }}>
            {successRateNote}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The intercourse card, the same for the full plan and the locked preview: its opening, then the dates (`children`). */
export function IntercourseSection({
  dateCount,
  timeOfDay,
  position,
  children,
}: {
  dateCount: number;
  timeOfDay: string;
  position: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('plan');
  return (
    <SectionCard icon={<CalendarMonthIcon />} title={t('sections.intercourse')}>
      <Stack spacing={2.5}>
        <Typography sx={{ fontWeight: 700 }}>{t('sections.datesCount', { count: dateCount })}</Typography>
        <SubSection icon={AccessTimeIcon} title={t('sections.timeOfDay')}>
          <Typography>{timeOfDay}</Typography>
        </SubSection>
        <SubSection title={t('sections.positions')}>
          <Typography>{position}</Typography>
        </SubSection>
        {children}
      </Stack>
    </SectionCard>
  );
}

/**
 * The exercise card, the same for the full plan and the locked preview: what to do and what to limit side by
 * side, then how hard; a preview says how many items of each list it hides.
 */
export function ExerciseSection({
  recommended,
  limit,
  intensity,
  hidden,
}: {
  recommended: readonly string[];
  limit: readonly string[] | undefined;
  intensity: string;
  hidden?: { recommended: number; limit: number };
}) {
  const { t } = useTranslation('plan');
  return (
    <SectionCard icon={<FitnessCenterIcon />} title={t('sections.exercise')}>
      <Stack spacing={3}>
        <AdviceColumns
          columns={[
            {
              title: t('sections.recommended'),
              items: recommended,
              hidden: hidden && { count: hidden.recommended },
            },
            {
              title: t('sections.limit'),
              items: limit,
              tone: 'avoid',
              hidden: hidden && { count: hidden.limit, lines: 3 },
            },
          ]}
        />
        <SubSection title={t('sections.intensity')}>
          <Typography>{intensity}</Typography>
        </SubSection>
      </Stack>
    </SectionCard>
  );
}

/** The plan's summary section: the three boxes, then what the evidence does and does not show. */
export function SummarySection({
  evidenceNote,
  ...boxes
}: ComponentProps<typeof SummaryBoxes> & { evidenceNote: string }) {
  const { t } = useTranslation('plan');
  return (
    <SectionCard icon={<InsightsIcon />} title={t('sections.summary')}>
      <Stack spacing={2.5}>
        <SummaryBoxes {...boxes} />
        <EvidenceNote text={evidenceNote} />
      </Stack>
    </SectionCard>
  );
}
