import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_ALARMS, type CalendarAlarm } from '../utils/calendar-alarms';

export interface CalendarChoices {
  lhTests: boolean;
  alarm: CalendarAlarm;
}

/** The choices made before the calendar file is written: "start LH tests" reminders, and an alarm or none. */
export function CalendarExportDialog({
  open,
  onClose,
  onExport,
}: {
  open: boolean;
  onClose: () => void;
  onExport: (choices: CalendarChoices) => void;
}) {
  const { t } = useTranslation('plan');
  const titleId = useId();
  const alarmLabelId = useId();
  const [lhTests, setLhTests] = useState(true);
  const [alarm, setAlarm] = useState<CalendarAlarm>('none');

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('calendarDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('calendarDialog.intro')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={lhTests} onChange={(event) => setLhTests(event.target.checked)} />}
          label={t('calendarDialog.lhTests')}
          sx={{ mb: 2 }}
        />
        <FormControl>
          <FormLabel id={alarmLabelId}>{t('calendarDialog.alarm')}</FormLabel>
          <RadioGroup
            aria-labelledby={alarmLabelId}
            value={alarm}
            onChange={(event) => setAlarm(event.target.value as CalendarAlarm)}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('calendarDialog.cancel')}</Button>
        <Button variant="contained" onClick={() => onExport({ lhTests, alarm })}>
          {t('calendarDialog.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
