import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface AuthPanelProps {
  title: string;
  description?: string;
  /** The panel's content; gets the title's id, to name a form after it. */
  children: (titleId: string) => ReactNode;
}

/** One card in the middle of the page: the screens the e-mail links open, and "forgot password". */
export function AuthPanel({ title, description, children }: AuthPanelProps) {
  const titleId = useId();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Card
        component="section"
        aria-labelledby={titleId}
        variant="outlined"
        sx={{ borderRadius: 4, borderWidth: 2, borderColor: 'primary.main' }}
      >
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Typography id={titleId} variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' }, mb: 1 }}>
            {title}
          </Typography>
          {description && <Typography sx={{ color: 'text.secondary', mb: 3 }}>{description}</Typography>}
          {children(titleId)}
        </CardContent>
      </Card>
    </Container>
  );
}
