import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import EventRepeatIcon from '@mui/icons-material/EventRepeatOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { AddressField } from '@/components/form/address-field';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import type { PlanData } from '@nasl/core/plan';
import {
  CALENDAR_ALARMS,
  CALENDAR_EVENT_TITLES,
  planCalendarEvents,
  webcalUrl,
  type CalendarAlarm,
  type CalendarFeed,
  type CalendarFeedRequest,
} from '@nasl/core/plan-calendar';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TitledDialog } from '@/components/ui/titled-dialog';
import { useLanguage } from '@/hooks/use-language';
import { serverMessageOf } from '@/lib/api/api-client';
import { downloadTextFile } from '@/lib/device/download';
import { showToast } from '@/stores/toast-store';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { copyText } from '@/lib/device/share';

/** The iCalendar writer loads only when a file is asked for. */
const loadCalendarWriter = () => import('@nasl/core/plan-calendar-file');

const CALENDAR_APPS = ['google', 'apple', 'outlook'] as const;

/** Her choices, for the subscription and the file alike. */
function CalendarOptions({
  options,
  onChange,
}: {
  options: CalendarFeedRequest;
  onChange: (options: CalendarFeedRequest) => void;
}) {
  const { t } = useTranslation('plan');
  const alarmLabelId = useId();
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Checkbox
            checked={options.lhTests}
            onChange={(event) => onChange({ ...options, lhTests: event.target.checked })}
          />
        }
        label={t('calendarDialog.lhTests')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={!options.discreet}
            onChange={(event) => onChange({ ...options, discreet: !event.target.checked })}
          />
        }
        label={t('calendarDialog.plainTitles')}
      />
      <FormControl>
        <FormLabel id={alarmLabelId}>{t('calendarDialog.alarm')}</FormLabel>
        <RadioGroup
          aria-labelledby={alarmLabelId}
          value={options.alarm}
          onChange={(event) => onChange({ ...options, alarm: event.target.value as CalendarAlarm })}
        >
          {CALENDAR_ALARMS.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(`calendarDialog.alarms.${choice}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}

/** Her subscription's address: open it in a calendar app (webcal://), copy it, the steps per app, stop it. */
function FeedAddress({
  planId,
  feed,
  onStopped,
}: {
  planId: string;
  feed: CalendarFeed;
  onStopped: () => void;
}) {
  const { t } = useTranslation('plan');
  const stop = useDeleteCalendarFeed(planId);
  const webcal = webcalUrl(feed.url);
  const [status, setStatus] = useState('');
  const copy = async () =>
    setStatus(await copyText(feed.url, t('calendarDialog.copied'), t('share.copyFailed')));
  return (
    <Stack spacing={1.5}>
      <AddressField label={t('calendarDialog.addressLabel')} url={feed.url} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component="a" href={webcal} variant="contained" startIcon={<EventRepeatIcon />}>
          {t('calendarDialog.open')}
        </Button>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {t('calendarDialog.copy')}
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em' }}>
        {status}
      </Typography>
      <Box component="ol" sx={{ m: 0, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
        {CALENDAR_APPS.map((app) => (
          <li key={app}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t(`calendarDialog.steps.${app}.title`)}
            </Typography>
            <Typography variant="body2">{t(`calendarDialog.steps.${app}.body`)}</Typography>
          </li>
        ))}
      </Box>
      <Button
        color="error"
        loading={stop.isPending}
        onClick={() => stop.mutate(undefined, { onSuccess: onStopped })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('calendarDialog.stop')}
      </Button>
      {/* Said inside the dialog, not in a toast: the page behind the open dialog is hidden from assistive technology. */}
      {stop.isError && <Alert severity="error">{serverMessageOf(stop.error) ?? t('share.failed')}</Alert>}
    </Stack>
  );
}

function sameOptions(feed: CalendarFeed, options: CalendarFeedRequest): boolean {
  return (
    feed.alarm === options.alarm && feed.lhTests === options.lhTests && feed.discreet === options.discreet
  );
}

/**
 * "Add to calendar": a subscription that follows the plan (its events change when the plan changes), or a
 * file of the dates ahead, written on the device (offline too) with the same event UIDs.
 */
export function CalendarDialog({
  planId,
  plan,
  today,
  open,
  onClose,
}: {
  planId: string;
  plan: PlanData;
  today: CivilDate;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const subscribeHeadingId = useId();
  const feedQuery = useCalendarFeed(planId, open);
  const subscription = useCreateCalendarFeed(planId);
  const feed = feedQuery.data?.feed ?? null;
  const [stopped, setStopped] = useState(false);
  // The writer loads while she chooses, so that the file is written offline too.
  useEffect(() => {
    if (open) void loadCalendarWriter();
  }, [open]);
  const [options, setOptions] = useState<CalendarFeedRequest>({
    alarm: 'evening-before',
    lhTests: true,
    discreet: true,
  });

  const download = async () => {
    const { writePlanCalendar } = await loadCalendarWriter();
    const events = planCalendarEvents(planId, plan, { lhTests: options.lhTests }).filter(
      (event) => event.date >= today,
    );
    const calendar = writePlanCalendar({
      events,
      titles: CALENDAR_EVENT_TITLES[language][options.discreet ? 'discreet' : 'plain'],
      alarm: options.alarm,
      now: new Date(),
    });
    downloadTextFile(t('calendarEvent.fileName'), calendar, 'text/calendar;charset=utf-8');
    onClose();
    showToast({
      variant: 'success',
      title: t('full.calendarDownloaded'),
      description: t('full.calendarDownloadedDescription'),
    });
  };

  const subscribe = () => subscription.mutate(options);

  return (
    <TitledDialog title={t('calendarDialog.title')} open={open} onClose={onClose}>
      <DialogContent>
        <Stack spacing={3} divider={<Divider flexItem />}>
          <CalendarOptions options={options} onChange={setOptions} />
          <Box component="section" aria-labelledby={subscribeHeadingId}>
            <Typography id={subscribeHeadingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('calendarDialog.subscribeTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {t('calendarDialog.subscribeIntro')}
            </Typography>
            {feedQuery.isError && <Alert severity="error">{t('share.failed')}</Alert>}
            {feed && <FeedAddress planId={planId} feed={feed} onStopped={() => setStopped(true)} />}
            {stopped && !feed && (
              <Typography role="status" sx={{ color: 'success.main', mb: 2 }}>
                {t('calendarDialog.stopped')}
              </Typography>
            )}
            {feedQuery.isSuccess && (!feed || !sameOptions(feed, options)) && (
              <Button
                variant={feed ? 'outlined' : 'contained'}
                startIcon={<EventRepeatIcon />}
                loading={subscription.isPending}
                onClick={subscribe}
                sx={{ mt: feed ? 2 : 0 }}
              >
                {feed ? t('calendarDialog.applyChoices') : t('calendarDialog.subscribe')}
              </Button>
            )}
            {subscription.isError && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {serverMessageOf(subscription.error) ?? t('share.failed')}
              </Alert>
            )}
          </Box>
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('calendarDialog.downloadTitle')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('calendarDialog.intro')}</Typography>
            <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()}>
              {t('calendarDialog.download')}
            </Button>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('share.close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
