import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The questionnaire's heading size and spacing, the same in the page's shell and in the wizard. */
export const QUESTIONNAIRE_HEADING_SX = { fontSize: { xs: '1.45rem', md: '1.9rem' }, mb: 1 } as const;

/**
 * What the questionnaire is, under its heading on every step. It needs no data, so the page's pre-rendered
 * shell shows it too: the first paint holds the page's text, and nothing moves when the wizard comes.
 */
export function QuestionnaireIntro() {
  const { t } = useTranslation('questionnaire');
  return <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('intro')}</Typography>;
}
