import PregnantWomanIcon from '@mui/icons-material/PregnantWomanOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanPregnancy } from '@nasl/core/plan';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import { ItemList, SectionCard, SubHeading } from '@/components/plan/plan-parts';

/** Once she recorded a pregnancy: what changed in the plan, eating in early pregnancy, and fasting. */
export function PregnancyGuidance({ pregnancy }: { pregnancy: PlanPregnancy }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  return (
    <SectionCard icon={<PregnantWomanIcon />} title={t('followUp.guidance.title')}>
      <Stack spacing={2.5} data-pregnancy-guidance="">
        <Typography>{pregnancy.summary}</Typography>
        <Box>
          <Chip
            color="primary"
            variant="outlined"
            label={t('followUp.guidance.folicAcid', {
              date: formatCivilDate(pregnancy.folicAcidUntil, language),
            })}
          />
        </Box>
        <Box>
          <SubHeading>{t('followUp.guidance.diet')}</SubHeading>
          <ItemList items={pregnancy.diet} />
        </Box>
        <Box>
          <SubHeading>{t('followUp.guidance.fasting')}</SubHeading>
          <Typography>{pregnancy.fasting}</Typography>
        </Box>
      </Stack>
    </SectionCard>
  );
}
