import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
import type { CivilDate, PlanData } from '@nasl/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Each tool's dialog loads when it is first opened (all of the app's code is kept for offline use). */
const ShareDialog = lazy(() =>
  import('@/features/partner/components/share-dialog').then((module) => ({ default: module.ShareDialog })),
);
const CalendarDialog = lazy(() =>
  import('@/features/calendar/components/calendar-dialog').then((module) => ({
    default: module.CalendarDialog,
  })),
);
const RemindersDialog = lazy(() =>
  import('@/features/reminders/components/reminders-dialog').then((module) => ({
    default: module.RemindersDialog,
  })),
);

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

type ToolDialog = 'share' | 'calendar' | 'reminders' | null;

/**
 * The sticky toolbar of an unlocked plan: start over, two print buttons, share (the link, and her husband),
 * the calendar (a subscription that follows the plan, or a file of the dates from today on) and the phone
 * reminders.
 */
export function PlanToolbar({
  planId,
  plan,
  today,
  readOnly,
}: {
  planId: string;
  plan: PlanData;
  today: CivilDate;
  /** Someone else's plan read by an admin: her calendar address, reminders and husband are hers alone. */
  readOnly: boolean;
}) {
  const { t } = useTranslation('plan');
  const [dialog, setDialog] = useState<ToolDialog>(null);
  const [opened, setOpened] = useState<ReadonlySet<ToolDialog>>(new Set());
  const open = (tool: Exclude<ToolDialog, null>) => {
    setOpened((tools) => new Set(tools).add(tool));
    setDialog(tool);
  };
  const close = () => setDialog(null);

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
        <ToolbarButton icon={<ShareIcon />} label={t('full.share')} onClick={() => open('share')} />
        {!readOnly && (
          <>
            <ToolbarButton
              icon={<EventAvailableIcon />}
              label={t('full.addToCalendar')}
              onClick={() => open('calendar')}
            />
            <ToolbarButton
              icon={<NotificationsIcon />}
              label={t('reminders.button')}
              onClick={() => open('reminders')}
            />
          </>
        )}
      </Container>
      <Suspense fallback={null}>
        {opened.has('share') && (
          <ShareDialog planId={planId} open={dialog === 'share'} onClose={close} withHusband={!readOnly} />
        )}
        {opened.has('calendar') && (
          <CalendarDialog
            planId={planId}
            plan={plan}
            today={today}
            open={dialog === 'calendar'}
            onClose={close}
          />
        )}
        {opened.has('reminders') && (
          <RemindersDialog planId={planId} open={dialog === 'reminders'} onClose={close} />
        )}
      </Suspense>
    </Box>
  );
}
