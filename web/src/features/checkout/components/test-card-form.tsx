import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { serverMessageOf } from '@/lib/api/api-client';
import { useConfirmTestPayment } from '../api/confirm-test-payment';
import type { PaymentIntentSession } from '../api/create-payment-intent';
import { useFinishPayment } from '../hooks/use-finish-payment';
import { usePaymentErrorText } from '../hooks/use-payment-error-text';
import {
  EMPTY_CARD,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  validateCard,
  type CardFormValues,
  type TestCard,
} from '../utils/card-input';
import { CardField, type CardFieldProps } from './card-field';
import { PaymentFormEnd } from './payment-form-end';
import { TestModeNotice } from './test-mode-notice';

/** The shared schema's card check, field by field (its messages are keys of core `messages`). */
const cardResolver: Resolver<CardFormValues, unknown, TestCard> = (values) => {
  const result = validateCard(values);
  if (result.ok) return { values: result.card, errors: {} };
  const errors: FieldErrors<CardFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as keyof CardFormValues] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

/** How each card detail is typed: what the browser may fill it with, an example, its shape. */
const CARD_INPUTS = {
  number: { autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242', format: formatCardNumber },
  expiry: { autoComplete: 'cc-exp', placeholder: 'MM/YY', format: formatExpiry },
  cvc: { autoComplete: 'cc-csc', placeholder: '123', format: formatCvc },
} satisfies Record<keyof CardFormValues, Pick<CardFieldProps, 'autoComplete' | 'placeholder' | 'format'>>;

interface TestCardFormProps {
  planId: string;
  session: PaymentIntentSession;
  titleId: string;
}

/**
 * Local test mode (no Stripe keys): a plain card form that confirms through the API against the Stripe
 * stand-in, which honours Stripe's test cards and answers with Stripe's messages.
 */
export default function TestCardForm({ planId, session, titleId }: TestCardFormProps) {
  const { t } = useTranslation('checkout');
  const confirmPayment = useConfirmTestPayment();
  const finishPayment = useFinishPayment(planId);
  const paymentErrorText = usePaymentErrorText();
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<CardFormValues, unknown, TestCard>({
    resolver: cardResolver,
    mode: 'onTouched',
    defaultValues: EMPTY_CARD,
  });

  const onSubmit = handleSubmit(async (card) => {
    setPaymentError(null);
    try {
      const result = await confirmPayment.mutateAsync({
        paymentIntentId: session.paymentIntentId,
        clientSecret: session.clientSecret,
        card,
      });
      if (result.status === 'succeeded') {
        await finishPayment(result.paymentIntentId);
        return;
      }
      setPaymentError(paymentErrorText(null));
    } catch (error) {
      setPaymentError(paymentErrorText(serverMessageOf(error)));
    }
  });

  const cardField = (name: keyof CardFormValues) => (
    <CardField
      control={control}
      name={name}
      label={t(`card.${name}`)}
      {...CARD_INPUTS[name]}
      readOnly={isSubmitting}
    />
  );

  return (
    <Stack spacing={3}>
      <TestModeNotice />
      <form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={isSubmitting}>
        <Stack spacing={2.5}>
          {cardField('number')}
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
            {cardField('expiry')}
            {cardField('cvc')}
          </Box>
          <PaymentFormEnd error={paymentError} processing={isSubmitting} />
        </Stack>
      </form>
    </Stack>
  );
}
