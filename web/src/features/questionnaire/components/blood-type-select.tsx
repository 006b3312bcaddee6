import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BLOOD_TYPES, type BloodType } from '@nasl/core';
import { useTranslation } from 'react-i18next';

interface BloodTypeSelectProps {
  id: string;
  label: string;
  value: BloodType | null;
  onChange: (value: BloodType) => void;
  error: string | undefined;
  describedBy: string;
}

/** A select with the placeholder "Select blood type" and an "I don't know" option. */
export function BloodTypeSelect({ id, label, value, onChange, error, describedBy }: BloodTypeSelectProps) {
  const { t } = useTranslation('questionnaire');
  const optionLabel = (type: BloodType) =>
    type === 'unknown' ? t('options.bloodType.unknown') : <bdi dir="ltr">{type}</bdi>;

  return (
    <TextField
      select
      id={id}
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const type = BLOOD_TYPES.find((candidate) => candidate === event.target.value);
        if (type) onChange(type);
      }}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          'aria-describedby': describedBy,
          renderValue: (selected) => {
            const type = BLOOD_TYPES.find((candidate) => candidate === selected);
            return type ? (
              optionLabel(type)
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {t('options.bloodType.placeholder')}
              </Box>
            );
          },
        },
        formHelperText: { role: 'alert' },
      }}
    >
      {BLOOD_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {optionLabel(type)}
        </MenuItem>
      ))}
    </TextField>
  );
}
