import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { marketingFigures } from '@/config/marketing-figures';
import { paths } from '@/config/paths';
import { useHydrated } from '@/hooks/use-hydrated';
import { Logo } from './logo';

const footerLinks: readonly { to: string; labelKey: ParseKeys }[] = [
  { to: paths.termsOfService, labelKey: 'footer.terms' },
  { to: paths.privacy, labelKey: 'footer.privacy' },
  { to: paths.contact, labelKey: 'footer.contact' },
  { to: paths.about, labelKey: 'footer.about' },
];

export function SiteFooter() {
  const { t } = useTranslation();
  // The pre-rendered page says the year it was built; the running app, this year.
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  return (
    <Box component="footer" sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', py: 5 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', md: 'center' },
            gap: 3,
          }}
        >
          <Box sx={{ maxWidth: 420 }}>
            <Logo />
            <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
              {t('footer.description')}
            </Typography>
          </Box>
          <Box
            component="nav"
            aria-label={t('footer.linksLabel')}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 3 } }}
          >
            {footerLinks.map((link) => (
              <Box
                key={link.to}
                component={RouterLink}
                to={link.to}
                sx={{
                  color: 'text.primary',
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {t(link.labelKey)}
              </Box>
            ))}
          </Box>
        </Box>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}
        >
          {t('footer.copyright', {
            year,
            successRateAbove: marketingFigures.successRateAbove,
          })}
        </Typography>
      </Container>
    </Box>
  );
}
