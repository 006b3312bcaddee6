import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface CardOption<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface GroupLabelling {
  /** The question heading's id: the group's accessible name. */
  labelledBy: string;
  describedBy?: string;
}

function cardSx(selected: boolean) {
  return (theme: Theme) => {
    const { palette } = theme.vars ?? theme;
    return {
      m: 0,
      px: 1.5,
      py: 1.25,
      gap: 0.5,
      alignItems: 'center',
      border: 2,
      borderRadius: 3,
      borderColor: selected ? palette.primary.main : palette.divider,
      bgcolor: selected ? theme.alpha(palette.primary.main, 0.08) : palette.background.paper,
      transition: theme.transitions.create(['border-color', 'background-color']),
      '&:hover': { borderColor: palette.primary.main },
      // The native input inside is what takes focus; the whole card shows it.
      '&:has(input:focus-visible)': {
        outline: `3px solid ${palette.primary.main}`,
        outlineOffset: 2,
      },
      '& .MuiFormControlLabel-label': { flex: 1, minWidth: 0 },
    };
  };
}

function CardText<T extends string>({ option }: { option: CardOption<T> }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      {option.icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, fontSize: '1.05rem' }}>
          {option.label}
        </Typography>
        {option.description && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            {option.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

interface RadioCardsProps<T extends string> extends GroupLabelling {
  name: string;
  value: T | null;
  options: readonly CardOption<T>[];
  onChange: (value: T) => void;
  columns?: 1 | 2;
}

/** Single-choice option cards: native radios (arrow keys move, Space selects) dressed as cards. */
export function RadioCards<T extends string>({
  name,
  value,
  options,
  onChange,
  labelledBy,
  describedBy,
  columns = 1,
}: RadioCardsProps<T>) {
  return (
    <RadioGroup
      name={name}
      value={value ?? ''}
      onChange={(_event, next) => {
        const option = options.find((candidate) => candidate.value === next);
        if (option) onChange(option.value);
      }}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gridTemplateColumns: { xs: `repeat(${columns}, minmax(0, 1fr))` }, gap: 1.5 }}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio />}
          label={<CardText option={option} />}
          sx={cardSx(option.value === value)}
        />
      ))}
    </RadioGroup>
  );
}

interface CheckboxCardsProps<T extends string> extends GroupLabelling {
  name: string;
  selected: readonly T[];
  options: readonly CardOption<T>[];
  onToggle: (value: T) => void;
}

/** Multiple-choice option cards: native checkboxes in a labelled group. */
export function CheckboxCards<T extends string>({
  name,
  selected,
  options,
  onToggle,
  labelledBy,
  describedBy,
}: CheckboxCardsProps<T>) {
  return (
    <FormGroup
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}
    >
      {options.map((option) => {
        const checked = selected.includes(option.value);
        return (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onToggle(option.value)}
              />
            }
            label={<CardText option={option} />}
            sx={cardSx(checked)}
          />
        );
      })}
    </FormGroup>
  );
}
