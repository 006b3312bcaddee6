import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsdWhole, PLAN_PRICE_CENTS, type LockedPlanData } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { isolateLeftToRight } from '@/lib/i18n/format';
import { NotForSale, PlanNotices } from '@/components/plan/plan-notices';
import { GoalChips } from '@/components/plan/plan-parts';

const UNLOCKED_PARTS = ['timing', 'positions', 'diet', 'exercise', 'guidance'] as const;

/**
 * The unlock card of an unpaid plan on /results. Its price comes from PLAN_PRICE_CENTS, like every price
 * the app shows, so the card can never name another amount than the one charged. A plan that is not sold
 * shows why instead of the button, under a title that does not invite her to unlock it.
 */
export function UnlockCard({ planId, plan }: { planId: string; plan: LockedPlanData }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const forSale = plan.summary.offersMethod;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Paper variant="outlined" sx={{ borderRadius: 4, p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <LockIcon aria-hidden color="primary" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, mb: 1 }}>
          {forSale ? t('unlockCard.title') : t('unlockCard.titleNotForSale')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>
          {forSale ? t('unlockCard.description') : t('unlockCard.descriptionNotForSale')}
        </Typography>
        <GoalChips gender={plan.summary.gender} successRate={plan.summary.successRate} />
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, textAlign: 'start' }}>
          {plan.summary.successRateNote}
        </Typography>
        {plan.notices.length > 0 && (
          <Box sx={{ mt: 3, textAlign: 'start' }}>
            <PlanNotices notices={plan.notices} />
          </Box>
        )}
        {forSale && (
          <>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', mt: 4, mb: 2, textAlign: 'start' }}>
              {t('unlockCard.includesTitle')}
            </Typography>
            <Box
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, textAlign: 'start' }}
            >
              {UNLOCKED_PARTS.map((part) => (
                <Box component="li" key={part} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main' }} />
                  <Typography>{t(`unlockCard.includes.${part}`)}</Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        {forSale ? (
          <Button
            component={RouterLink}
            to={paths.checkout(planId)}
            variant="contained"
            size="large"
            fullWidth
            startIcon={<LockOpenIcon />}
            sx={{ mt: 4, py: 1.5, fontSize: '1.1rem' }}
          >
            {t('unlockCard.button', {
              price: isolateLeftToRight(formatUsdWhole(PLAN_PRICE_CENTS), language),
            })}
          </Button>
        ) : (
          <Box sx={{ mt: 4, textAlign: 'start' }}>
            <NotForSale notices={plan.notices} />
          </Box>
        )}
      </Paper>
    </Container>
  );
}
