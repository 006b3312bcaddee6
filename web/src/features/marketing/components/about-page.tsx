import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid, { type GridProps } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReadingPage } from '@/components/ui/reading-page';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { marketingFigures } from '@/config/marketing-figures';
import { CardText } from '@/components/ui/card-text';
import { FigureWithLabel } from './figure-with-label';
import '../i18n';

/** Cards in a grid that reads as a list (`size` is each card's share of the row). */
function CardGrid<T>({
  items,
  keyOf,
  size,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  size: GridProps['size'];
  children: (item: T) => ReactNode;
}) {
  return (
    <Grid component="ul" container spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Grid component="li" key={keyOf(item)} size={size}>
          {children(item)}
        </Grid>
      ))}
    </Grid>
  );
}

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: { xs: 5, md: 7 } }}>
      <Typography id={id} variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function AboutPage() {
  const { t } = useTranslation('public');
  const values = t('about.values', { returnObjects: true });
  const story = t('about.story', { returnObjects: true });
  const stats = [
    { value: marketingFigures.blocks.couples, label: t('about.stats.couples') },
    { value: marketingFigures.blocks.plans, label: t('about.stats.plans') },
    { value: marketingFigures.blocks.satisfaction, label: t('about.stats.satisfaction') },
    { value: marketingFigures.blocks.success, label: t('about.stats.success') },
  ];

  return (
    <ReadingPage
      title={t('about.pageTitle')}
      heading={t('about.heading')}
      intro={t('about.intro')}
      introGap={{ xs: 5, md: 7 }}
    >
      <Grid container spacing={3} sx={{ mb: { xs: 5, md: 7 } }}>
        {[
          { id: 'about-vision', title: t('about.visionTitle'), body: t('about.vision') },
          { id: 'about-mission', title: t('about.missionTitle'), body: t('about.mission') },
        ].map((block) => (
          <Grid key={block.id} size={{ xs: 12, sm: 6 }}>
            <Paper
              component="section"
              aria-labelledby={block.id}
              variant="outlined"
              sx={{ height: '100%', p: 3, borderRadius: 3, borderColor: 'primary.main', borderWidth: 2 }}
            >
              <Typography id={block.id} variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
                {block.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary' }}>{block.body}</Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>

      <AboutSection id="about-values" title={t('about.valuesTitle')}>
        <CardGrid items={values} keyOf={(value) => value.title} size={{ xs: 12, sm: 6 }}>
          {(value) => (
            <Paper variant="outlined" sx={{ height: '100%', p: 2.5, borderRadius: 3 }}>
              <CardText title={value.title} body={value.body} />
            </Paper>
          )}
        </CardGrid>
      </AboutSection>

      <AboutSection id="about-story" title={t('about.storyTitle')}>
        {story.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 1.5, color: 'text.secondary' }}>
            {paragraph}
          </Typography>
        ))}
      </AboutSection>

      <AboutSection id="about-stats" title={t('about.statsTitle')}>
        <CardGrid items={stats} keyOf={(stat) => stat.label} size={{ xs: 6, sm: 3 }}>
          {(stat) => (
            <Paper
              elevation={0}
              sx={{ p: 2, borderRadius: 3, textAlign: 'center', bgcolor: 'action.hover', height: '100%' }}
            >
              <FigureWithLabel value={stat.value} label={stat.label} fontSize="1.75rem" />
            </Paper>
          )}
        </CardGrid>
      </AboutSection>

      <AboutSection id="about-commitment" title={t('about.commitmentTitle')}>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {t('about.commitment', { email: env.supportEmail })}
        </Typography>
        <Button component={RouterLink} to={paths.questionnaire} variant="contained" size="large">
          {t('about.cta')}
        </Button>
      </AboutSection>
    </ReadingPage>
  );
}
