import Box from '@mui/material/Box';
import Container, { type ContainerProps } from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from './visually-hidden';

type Responsive = number | { xs: number; md: number };

interface PageShellProps {
  /** The page's heading, as its loaded content shows it. */
  heading: string;
  /** The page's own heading size and spacing, so the heading does not move when the content comes. */
  headingSx?: SxProps<Theme>;
  /** The page's own vertical padding. */
  py?: Responsive;
  maxWidth?: ContainerProps['maxWidth'];
  centered?: boolean;
  /** A round picture beside the heading (the profile's avatar), of this size in px. */
  avatar?: number;
  /** Lines of text under the heading (the page's introduction). */
  lines?: number;
  /**
   * The page's introduction itself, when it needs no data: shown as the loaded page shows it, in place of
   * the lines, so the first paint already holds the page's text and nothing moves when the content comes.
   */
  intro?: ReactNode;
  /** The heights (px) of the page's main blocks, top to bottom, and the space above each (theme units). */
  blocks?: readonly Responsive[];
  blockGap?: number;
  /**
   * A screen tall (the default), for pages taller than the screen: the footer stays below the fold. A page
   * shorter than the screen says false and gives its blocks its own heights, so the footer is where the
   * content will put it.
   */
  screenTall?: boolean;
  /** What screen readers hear while it loads. */
  status?: string;
}

const DEFAULT_HEADING_SX = { fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 1.5 };

/**
 * A page that needs the session, before the session is known: its heading and the outline of its layout,
 * placed as the page places them. It is what the pre-rendered file of such a page shows, so the page paints
 * at once; a screen tall, so the footer does not move when the content comes.
 */
export function PageShell({
  heading,
  headingSx = DEFAULT_HEADING_SX,
  py = { xs: 4, md: 7 },
  maxWidth = 'md',
  centered = false,
  avatar,
  lines = 1,
  intro,
  blocks = [360],
  blockGap = 3,
  screenTall = true,
  status,
}: PageShellProps) {
  const { t } = useTranslation();
  const title = (
    <>
      <Typography variant="h1" sx={headingSx}>
        {heading}
      </Typography>
      {intro ??
        Array.from({ length: lines }, (_, index) => (
          <Skeleton
            key={index}
            variant="text"
            width={index === lines - 1 ? '60%' : '100%'}
            sx={{ fontSize: '1.1rem', mx: centered ? 'auto' : 0 }}
            aria-hidden
          />
        ))}
    </>
  );
  return (
    <Container
      maxWidth={maxWidth}
      aria-busy="true"
      sx={{
        py,
        minHeight: screenTall ? 'calc(100vh - 64px)' : undefined,
        textAlign: centered ? 'center' : 'start',
      }}
    >
      {avatar ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
          <Skeleton variant="circular" width={avatar} height={avatar} sx={{ flexShrink: 0 }} aria-hidden />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>{title}</Box>
        </Box>
      ) : (
        title
      )}
      {blocks.map((height, index) => (
        <Skeleton
          key={index}
          variant="rounded"
          sx={{ height, mt: avatar && index === 0 ? 0 : blockGap, borderRadius: 4 }}
          aria-hidden
        />
      ))}
      <Box component="span" role="status" sx={visuallyHidden}>
        {status ?? t('common.loading')}
      </Box>
    </Container>
  );
}
