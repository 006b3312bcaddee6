import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Language } from '@nasl/core/constants';
import {
  REMINDER_EVENING_HOURS,
  REMINDER_MORNING_HOURS,
  type ReminderSettings,
  type ReminderSettingsRequest,
} from '@nasl/core/reminders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoadState, TitledDialog } from '@/components/ui/titled-dialog';
import { useLanguage } from '@/hooks/use-language';
import { serverMessageOf } from '@/lib/api/api-client';
import {
  pushAvailability,
  PushPermissionError,
  PushServiceError,
  subscribeThisDevice,
} from '@/lib/device/push-device';
import { showToast } from '@/stores/toast-store';
import { getPushConfig } from '../api/get-push-config';
import { useReminders } from '../api/get-reminders';
import { savePushSubscription } from '../api/save-push-subscription';
import { useSaveReminders } from '../api/save-reminders';

/** "9 PM" / "٩ م": an hour of the day on her clock, in the interface language. */
function hourLabel(hour: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));
}

function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type Draft = Omit<ReminderSettingsRequest, 'timeZone'>;

/** The hour of a reminder, among the hours it may be sent at. */
function HourSelect({
  label,
  hours,
  value,
  onChange,
  disabled,
}: {
  label: string;
  hours: readonly number[];
  value: number;
  onChange: (hour: number) => void;
  disabled: boolean;
}) {
  const { language } = useLanguage();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
    >
      {hours.map((hour) => (
        <MenuItem key={hour} value={hour}>
          {hourLabel(hour, language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function ReminderForm({
  planId,
  saved,
  onDone,
}: {
  planId: string;
  saved: ReminderSettings;
  onDone: () => void;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const save = useSaveReminders(planId);
  const [draft, setDraft] = useState<Draft>({
    enabled: saved.enabled,
    eveningHour: saved.eveningHour,
    morningHour: saved.morningHour,
    discreet: saved.discreet,
  });
  const [subscribing, setSubscribing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const availability = pushAvailability();
  const timeZone = deviceTimeZone();
  const when = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

  const submit = async () => {
    setProblem(null);
    if (draft.enabled) {
      setSubscribing(true);
      try {
        const { publicKey } = await getPushConfig();
        if (!publicKey) throw new Error('Push is not configured on the server');
        const subscription = await subscribeThisDevice(publicKey);
        await savePushSubscription({
          endpoint: subscription.endpoint ?? '',
          keys: { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' },
        });
      } catch (error) {
        setProblem(
          error instanceof PushPermissionError
            ? t('reminders.denied')
            : error instanceof PushServiceError
              ? t('reminders.noPushService')
              : (serverMessageOf(error) ?? t('reminders.unavailable')),
        );
        return;
      } finally {
        setSubscribing(false);
      }
    }
    save.mutate(
      { ...draft, timeZone },
      {
        onSuccess: (settings) => {
          showToast({
            variant: 'success',
            title: settings.enabled ? t('reminders.saved') : t('reminders.off'),
          });
          onDone();
        },
        onError: (error) => setProblem(serverMessageOf(error) ?? t('reminders.failed')),
      },
    );
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography sx={{ color: 'text.secondary' }}>{t('reminders.intro')}</Typography>
          {availability === 'unsupported' && <Alert severity="info">{t('reminders.unsupported')}</Alert>}
          {availability === 'blocked' && <Alert severity="warning">{t('reminders.blocked')}</Alert>}
          <FormControlLabel
            control={
              <Switch
                checked={draft.enabled}
                disabled={availability !== 'available' && !draft.enabled}
                onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
              />
            }
            label={t('reminders.enable')}
          />
          <HourSelect
            label={t('reminders.evening')}
            hours={REMINDER_EVENING_HOURS}
            value={draft.eveningHour}
            onChange={(eveningHour) => setDraft({ ...draft, eveningHour })}
            disabled={!draft.enabled}
          />
          <HourSelect
            label={t('reminders.morning')}
            hours={REMINDER_MORNING_HOURS}
            value={draft.morningHour}
            onChange={(morningHour) => setDraft({ ...draft, morningHour })}
            disabled={!draft.enabled}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={draft.discreet}
                disabled={!draft.enabled}
                onChange={(event) => setDraft({ ...draft, discreet: event.target.checked })}
              />
            }
            label={t('reminders.discreet')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('reminders.timeZone', { zone: timeZone })}
          </Typography>
          {saved.enabled && (
            <Typography variant="body2" role="status">
              {saved.nextReminderAt
                ? t('reminders.next', { when: when(saved.nextReminderAt) })
                : t('reminders.none')}
            </Typography>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>{t('calendarDialog.cancel')}</Button>
        <Button variant="contained" loading={subscribing || save.isPending} onClick={() => void submit()}>
          {t('reminders.save')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Reminders on this phone (Web Push): on or off, at the hours she picks, discreet or plain. Turning them
 * on asks the browser for permission and subscribes this device.
 */
export function RemindersDialog({
  planId,
  open,
  onClose,
}: {
  planId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('plan');
  const settings = useReminders(planId, open);
  return (
    <TitledDialog title={t('reminders.title')} open={open} onClose={onClose} maxWidth="xs">
      {settings.data ? (
        <ReminderForm key={settings.dataUpdatedAt} planId={planId} saved={settings.data} onDone={onClose} />
      ) : (
        <DialogContent>
          <DialogLoadState
            failure={settings.isError ? (serverMessageOf(settings.error) ?? t('reminders.failed')) : null}
            loadingLabel={t('loading')}
          />
        </DialogContent>
      )}
    </TitledDialog>
  );
}
