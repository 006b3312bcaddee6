import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Stripe's documented test cards that the local stand-in honours. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
] as const;

/** Says plainly that this form takes no real money, and which cards to use. */
export function TestModeNotice() {
  const { t } = useTranslation('checkout');
  return (
    <Alert severity="warning" icon={<ScienceIcon />} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <Chip
        label={t('testMode.badge')}
        size="small"
        color="warning"
        sx={{ fontWeight: 800, letterSpacing: 0.5, mb: 1 }}
      />
      <AlertTitle>{t('testMode.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('testMode.body')}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: { xs: 1, sm: 0.5 } }}>
        {TEST_CARDS.map((card) => (
          <Box
            component="li"
            key={card.number}
            sx={{
              display: 'grid',
              // Stacked on phones; side by side, in aligned columns, from the small breakpoint up.
              gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
              columnGap: 1.5,
              alignItems: 'baseline',
            }}
          >
            <Box
              component="bdi"
              dir="ltr"
              sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontWeight: 700 }}
            >
              {card.number}
            </Box>
            <Typography variant="body2" component="span">
              {t(`testMode.${card.outcome}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
