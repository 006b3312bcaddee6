import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid, { type GridProps } from '@mui/material/Grid';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardText } from '@/components/ui/card-text';

/** One point a home section makes: an icon, a heading and a sentence (by their translation keys). */
export interface IconPoint {
  icon: ReactNode;
  titleKey: ParseKeys;
  bodyKey: ParseKeys;
}

/**
 * A home section of points: its centred heading (`maxWidth` wide) and the line under it, the points in a grid
 * (each drawn by `card`, `size` columns wide), then whatever follows them.
 */
export function IconPointsSection({
  id,
  title,
  subtitle,
  maxWidth,
  sx,
  points,
  size,
  card,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  maxWidth: number;
  sx: SxProps<Theme>;
  points: readonly IconPoint[];
  size: GridProps['size'];
  card: (point: IconPoint) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={sx}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth, mx: 'auto', mb: 6 }}>
          <Typography id={id} variant="h2" sx={{ mb: 1.5 }}>
            {title}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{subtitle}</Typography>
        </Box>
        <Grid container spacing={3}>
          {points.map((point) => (
            <Grid key={point.titleKey} size={size}>
              {card(point)}
            </Grid>
          ))}
        </Grid>
        {children}
      </Container>
    </Box>
  );
}

/** A point's heading and its sentence, under its icon. */
export function IconPointText({ point }: { point: IconPoint }) {
  const { t } = useTranslation();
  return <CardText title={t(point.titleKey)} body={t(point.bodyKey)} />;
}
