import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type StatTone = 'primary' | 'secondary' | 'success' | 'warning' | 'info';

interface StatCardProps {
  title: string;
  value: string;
  caption?: string | undefined;
  /** The same figure in the period before, and how it changed. */
  comparison?: string | undefined;
  icon: ReactNode;
  tone?: StatTone;
  /** A stable hook for tests and the benchmark: `data-stat`. */
  statId: string;
}

export function StatCard({
  title,
  value,
  caption,
  comparison,
  icon,
  tone = 'primary',
  statId,
}: StatCardProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-stat={statId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        borderRadius: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'flex-start',
        minWidth: 0,
      }}
    >
      <Box
        aria-hidden
        sx={{
          flexShrink: 0,
          width: { xs: 36, sm: 44 },
          height: { xs: 36, sm: 44 },
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: `${tone}.main`,
          bgcolor: 'action.hover',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography
          data-stat-value
          sx={{
            fontSize: { xs: '1.5rem', sm: '1.75rem' },
            fontWeight: 800,
            lineHeight: 1.3,
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          <bdi>{value}</bdi>
        </Typography>
        {caption && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {caption}
          </Typography>
        )}
        {comparison && (
          <Typography variant="body2" data-stat-comparison sx={{ color: 'text.secondary' }}>
            {comparison}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The cards side by side on a desktop, two by two on a tablet or a phone. */
export function StatGrid({ columns, children }: { columns: 3 | 4; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
      }}
    >
      {children}
    </Box>
  );
}
