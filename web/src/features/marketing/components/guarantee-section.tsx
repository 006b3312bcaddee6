import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export function GuaranteeSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="guarantee-title" sx={{ pb: { xs: 7, md: 10 } }}>
      <Container maxWidth="md">
        <Paper
          elevation={0}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'flex-start', sm: 'center' },
            gap: 3,
            p: { xs: 3, md: 5 },
            borderRadius: 4,
            border: 2,
            borderColor: 'success.main',
          }}
        >
          <VerifiedUserIcon aria-hidden sx={{ fontSize: 64, color: 'success.main', flexShrink: 0 }} />
          <Box>
            <Typography id="guarantee-title" variant="h2" sx={{ mb: 1.5 }}>
              {t('home.guarantee.title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 2 }}>
              {t('home.guarantee.body', { email: env.supportEmail })}
            </Typography>
            <Box
              component={RouterLink}
              to={paths.termsOfService}
              sx={{ color: 'primary.main', fontWeight: 600, textUnderlineOffset: 3 }}
            >
              {t('home.guarantee.link')}
            </Box>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
