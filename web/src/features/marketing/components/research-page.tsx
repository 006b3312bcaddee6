import InfoIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadingPage } from '@/components/ui/reading-page';
import { useLanguage } from '@/hooks/use-language';
import { marketingFigures } from '@/config/marketing-figures';
import { citationOf, isResearchSourceId } from '../content/research-sources';
import '../i18n';

const TAB_IDS = ['factors', 'methods', 'studies'] as const;
type TabId = (typeof TAB_IDS)[number];

interface Finding {
  title: string;
  body: string;
  sources: string[];
}

function FindingCard({ finding }: { finding: Finding }) {
  const { t } = useTranslation('public');
  const { language } = useLanguage();
  const citations = finding.sources.filter(isResearchSourceId).map((id) => citationOf(id, language));

  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
        {finding.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{finding.body}</Typography>
      <Typography component="p" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('research.sourcesLabel')}
      </Typography>
      <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
        {citations.map((citation) => (
          <Typography
            component="li"
            variant="body2"
            key={citation.text}
            lang={citation.language}
            dir={citation.language === 'en' ? 'ltr' : 'rtl'}
            sx={{ color: 'text.secondary', mb: 0.5, textAlign: 'start' }}
          >
            {citation.text}
          </Typography>
        ))}
      </Box>
    </Paper>
  );
}

export function ResearchPage() {
  const { t } = useTranslation('public');
  const [tab, setTab] = useState<TabId>('factors');
  const findings: Finding[] = t(`research.${tab}`, { returnObjects: true });
  const methodology = t('research.methodology', { returnObjects: true });

  return (
    <ReadingPage title={t('research.pageTitle')} heading={t('research.heading')} intro={t('research.intro')}>
      <Alert severity="info" icon={<InfoIcon />} sx={{ mb: 4, fontWeight: 600 }}>
        {t('research.atBest', { range: marketingFigures.naturalMethodsSuccess })}
      </Alert>

      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TabId) => setTab(value)}
          aria-label={t('research.tabsLabel')}
          variant="fullWidth"
        >
          {TAB_IDS.map((id) => (
            <Tab
              key={id}
              value={id}
              label={t(`research.tabs.${id}`)}
              id={`research-tab-${id}`}
              aria-controls={`research-panel-${id}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`research-panel-${tab}`}
        aria-labelledby={`research-tab-${tab}`}
        sx={{ display: 'grid', gap: 2.5, mb: { xs: 5, md: 7 } }}
      >
        {findings.map((finding) => (
          <FindingCard key={finding.title} finding={finding} />
        ))}
      </Box>

      <Box component="section" aria-labelledby="research-methodology">
        <Typography id="research-methodology" variant="h2" sx={{ mb: 2 }}>
          {t('research.methodologyTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, paddingInlineStart: 3 }}>
          {methodology.map((paragraph) => (
            <Typography component="li" key={paragraph} sx={{ mb: 1.5, color: 'text.secondary' }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Box>
    </ReadingPage>
  );
}
