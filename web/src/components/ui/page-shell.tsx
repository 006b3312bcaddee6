import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

interface PageShellProps {
  /** The page's heading, as its loaded content shows it. */
  heading: string;
  maxWidth?: ContainerProps['maxWidth'];
  centered?: boolean;
  /** The heights (px) of the page's main blocks, top to bottom. */
  blocks?: readonly number[];
  /** What screen readers hear while it loads. */
  status?: string;
}

/**
 * A page that needs the session, before the session is known: its heading and the outline of its layout.
 * It is what the pre-rendered file of such a page shows, so the page paints at once; a screen tall, so the
 * footer does not move when the content comes.
 */
export function PageShell({
  heading,
  maxWidth = 'md',
  centered = false,
  blocks = [360],
  status,
}: PageShellProps) {
  const { t } = useTranslation();
  return (
    <Container
      maxWidth={maxWidth}
      aria-busy="true"
      sx={{ py: { xs: 4, md: 7 }, minHeight: 'calc(100vh - 64px)', textAlign: centered ? 'center' : 'start' }}
    >
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 }}>
        {heading}
      </Typography>
      <Skeleton
        variant="text"
        width="60%"
        sx={{ fontSize: '1.1rem', mx: centered ? 'auto' : 0 }}
        aria-hidden
      />
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} sx={{ mt: 3, borderRadius: 4 }} aria-hidden />
      ))}
      <Box component="span" role="status" sx={visuallyHidden}>
        {status ?? t('common.loading')}
      </Box>
    </Container>
  );
}
