import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import type { PlanData } from '@nasl/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { downloadTextFile } from '@/lib/download';
import { showToast } from '@/stores/toast-store';
import { buildPlanCalendar } from '../utils/ics';
import { shareLink } from '../utils/share';

/** On phones the buttons show their icons only (their names stay for screen readers). */
const labelSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

const buttonSx = (theme: Theme) => ({
  whiteSpace: 'nowrap',
  [theme.breakpoints.down('sm')]: { minWidth: 44, px: 1.25, '& .MuiButton-startIcon': { mx: 0 } },
});

function ToolbarButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick: () => void }) {
  return (
    <Button variant="outlined" startIcon={icon} onClick={onClick} sx={buttonSx}>
      <Box component="span" sx={labelSx}>
        {label}
      </Box>
    </Button>
  );
}

/** The sticky toolbar of an unlocked plan: start over, two print buttons, share; plus the calendar. */
export function PlanToolbar({ planId, plan }: { planId: string; plan: PlanData }) {
  const { t } = useTranslation('plan');

  const handleShare = async () => {
    const url = new URL(paths.results(planId), window.location.origin).href;
    const outcome = await shareLink(navigator, { title: t('full.shareTitle'), url });
    if (outcome === 'copied') {
      showToast({
        variant: 'success',
        title: t('full.linkCopied'),
        description: t('full.linkCopiedDescription'),
      });
    } else if (outcome === 'failed') {
      showToast({
        variant: 'destructive',
        title: t('full.shareFailed'),
        description: t('full.shareFailedDescription'),
      });
    }
  };

  const handleCalendar = () => {
    const calendar = buildPlanCalendar({
      planId,
      dates: plan.intercourse.dates.map((entry) => entry.date),
      summary: t('calendarEvent.summary'),
      now: new Date(),
    });
    downloadTextFile(t('calendarEvent.fileName'), calendar, 'text/calendar;charset=utf-8');
    showToast({
      variant: 'success',
      title: t('full.calendarDownloaded'),
      description: t('full.calendarDownloadedDescription'),
    });
  };

  return (
    <Box
      role="toolbar"
      aria-label={t('full.toolbarLabel')}
      sx={{
        position: 'sticky',
        top: 64,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1.25,
      }}
    >
      <Container maxWidth="md" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button component={RouterLink} to={paths.home} startIcon={<RestartAltIcon />} sx={buttonSx}>
          <Box component="span" sx={labelSx}>
            {t('full.startOver')}
          </Box>
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <ToolbarButton icon={<PrintIcon />} label={t('full.print')} onClick={() => window.print()} />
        <ToolbarButton icon={<PictureAsPdfIcon />} label={t('full.savePdf')} onClick={() => window.print()} />
        <ToolbarButton icon={<ShareIcon />} label={t('full.share')} onClick={() => void handleShare()} />
        <ToolbarButton
          icon={<EventAvailableIcon />}
          label={t('full.addToCalendar')}
          onClick={handleCalendar}
        />
      </Container>
    </Box>
  );
}
