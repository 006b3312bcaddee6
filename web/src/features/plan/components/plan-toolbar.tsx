import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import type { CivilDate, PlanData } from '@nasl/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { downloadTextFile } from '@/lib/device/download';
import { showToast } from '@/stores/toast-store';
import { lhTestStarts, splitByToday } from '../utils/plan-days';
import { shareLink } from '../utils/share';
import { CalendarExportDialog, type CalendarChoices } from './calendar-export-dialog';

/** The iCalendar writer loads only when a file is asked for. */
const loadIcs = () => import('../utils/ics');

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

/**
 * The sticky toolbar of an unlocked plan: start over, two print buttons, share; plus the calendar file of the
 * dates from today on (the plan's current dates: re-planning replaces `plan`).
 */
export function PlanToolbar({ planId, plan, today }: { planId: string; plan: PlanData; today: CivilDate }) {
  const { t } = useTranslation('plan');
  const [choosing, setChoosing] = useState(false);

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

  const handleCalendar = async ({ lhTests, alarm }: CalendarChoices) => {
    setChoosing(false);
    const { buildPlanCalendar } = await loadIcs();
    const upcoming = (dates: readonly CivilDate[]) => dates.filter((date) => date >= today);
    const calendar = buildPlanCalendar({
      planId,
      attemptDates: splitByToday(plan.intercourse.dates, today).upcoming.map((entry) => entry.date),
      lhTestStarts: lhTests ? upcoming(lhTestStarts(plan.cycle.days)) : [],
      titles: { attempt: t('calendarEvent.summary'), lhTests: t('calendarEvent.lhSummary') },
      alarm,
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
          onClick={() => {
            setChoosing(true);
            void loadIcs();
          }}
        />
      </Container>
      <CalendarExportDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        onExport={(choices) => void handleCalendar(choices)}
      />
    </Box>
  );
}
