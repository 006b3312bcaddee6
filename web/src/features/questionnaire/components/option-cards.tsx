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

function cardSx(selected: boolean, dense = false) {
  return (theme: Theme) => {
    const { palette } = theme.vars ?? theme;
    return {
      m: 0,
      px: dense ? 0.75 : 1.5,
      py: dense ? 0.5 : 1.25,
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

function CardText<T extends string>({ option, dense = false }: { option: CardOption<T>; dense?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: dense ? 0.25 : 0.5 }}>
      {option.icon}
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 700,
            fontSize: dense ? '0.95rem' : '1.05rem',
            lineHeight: 1.35,
          }}
        >
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
  /**
   * Small cards in two columns: a list that shares its step with another question stays short enough to
   * be seen whole on a phone, rather than scrolled past.
   */
  dense?: boolean;
}

/** Multiple-choice option cards: native checkboxes in a labelled group. */
export function CheckboxCards<T extends string>({
  name,
  selected,
  options,
  onToggle,
  labelledBy,
  describedBy,
  dense = false,
}: CheckboxCardsProps<T>) {
  return (
    <FormGroup
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      sx={{
        display: 'grid',
        gridTemplateColumns: dense ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        gap: dense ? 1 : 1.5,
      }}
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
                size={dense ? 'small' : 'medium'}
                sx={dense ? { p: 0.5 } : undefined}
              />
            }
            label={<CardText option={option} dense={dense} />}
            sx={cardSx(checked, dense)}
          />
        );
      })}
    </FormGroup>
  );
}
