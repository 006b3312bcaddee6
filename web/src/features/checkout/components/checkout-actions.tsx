import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockIcon from '@mui/icons-material/LockOutlined';
import { formatUsd, PLAN_PRICE_CENTS } from '@nasl/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** A tab opened on the checkout itself has nothing to go back to; the home page is the way out then. */
function hasPreviousPage(): boolean {
  return window.history.length > 1;
}

interface CheckoutActionsProps {
  processing: boolean;
  /** True until the card form can take a payment (Stripe Elements still loading). */
  disabled?: boolean;
}

/** Go Back and 'Pay $99.00' (the submit button of the card form it sits in). */
export function CheckoutActions({ processing, disabled = false }: CheckoutActionsProps) {
  const { t } = useTranslation('checkout');
  const theme = useTheme();
  const navigate = useNavigate();
  const goBack = () => {
    if (hasPreviousPage()) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <Stack
      direction={{ xs: 'column-reverse', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between' }}
    >
      <Button
        variant="outlined"
        size="large"
        onClick={goBack}
        startIcon={<ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
      >
        {t('goBack')}
      </Button>
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={processing}
        loadingPosition="start"
        disabled={disabled}
        startIcon={<LockIcon />}
        sx={{ minWidth: { sm: 200 } }}
      >
        {/* One span: the button is a flex box and would drop the space before the amount. The amount keeps
            its left-to-right order inside the Arabic label. */}
        <span>
          <Trans
            t={t}
            i18nKey="pay"
            values={{ amount: formatUsd(PLAN_PRICE_CENTS) }}
            components={{ price: <bdi /> }}
          />
        </span>
      </Button>
    </Stack>
  );
}
