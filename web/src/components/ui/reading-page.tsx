import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/seo/page-title';
import { env } from '@/config/env';

interface ReadingPageProps {
  /** The tab's and search results' title. */
  title: string;
  heading: string;
  /** A line under the heading before the introduction (a document's version or date). */
  subtitle?: string;
  intro: string;
  /** Whether the introduction also describes the page to search engines. */
  describes?: boolean;
  /** Space under the introduction, in theme units. */
  introGap?: number | { xs: number; md: number };
  children: ReactNode;
}

/**
 * A public page to read (about, research, contact, privacy, terms): one width, one heading and one
 * introduction for all of them. A document (with a subtitle) sets its introduction in the text's colour.
 */
export function ReadingPage({
  title,
  heading,
  subtitle,
  intro,
  describes = true,
  introGap = 3,
  children,
}: ReadingPageProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageTitle page={title} description={describes ? intro : undefined} />
      <Typography variant="h1" sx={{ mb: subtitle ? 1 : 2 }}>
        {heading}
      </Typography>
      {subtitle && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{subtitle}</Typography>}
      <Typography
        sx={
          subtitle
            ? { fontSize: '1.1rem', mb: introGap }
            : { fontSize: '1.15rem', color: 'text.secondary', mb: introGap }
        }
      >
        {intro}
      </Typography>
      {children}
    </Container>
  );
}

/** The support address at the end of a document, as a mail link after its label. */
export function SupportEmailLine({ label }: { label: string }) {
  return (
    <Typography sx={{ mt: 4 }}>
      <Link href={`mailto:${env.supportEmail}`} sx={{ fontWeight: 600 }}>
        {label}: <bdi>{env.supportEmail}</bdi>
      </Link>
    </Typography>
  );
}
