import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemList } from '@/components/plan/plan-parts';

/**
 * What changed and why: what her latest entry or answer moved (the next date, how many are left), then
 * the plan's notes on her cycle (her usual length, entries read as spotting or after a period not logged,
 * positive tests and what they moved), first in the panel, where she logs.
 */
export function WhatChanged({ notes, lastChange }: { notes: readonly string[]; lastChange: string | null }) {
  const { t } = useTranslation('plan');
  const headingId = useId();
  if (notes.length === 0 && !lastChange) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('cycle.changes.title')}
      </Typography>
      {lastChange && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {lastChange}
        </Alert>
      )}
      <ItemList items={notes} tone="note" />
    </Box>
  );
}
