import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HEALTH_CONDITIONS, PREVIOUS_PREGNANCIES_ANSWERS } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { toggleHealthCondition } from '../utils/steps';
import { describedBy, FieldError } from './field-error';
import { NumberQuestion } from './number-question';
import { CheckboxCards, RadioCards } from './option-cards';
import type { StepFieldProps } from './step-field';

/**
 * Step 12: earlier pregnancies (and how many), and her health conditions, optional, on the same step so
 * she sees them without scrolling past the question.
 */
export function PregnanciesAndHealth({
  answers,
  issues,
  onChange,
  headingId,
  helpId,
}: Omit<StepFieldProps, 'step'>) {
  const { t } = useTranslation('questionnaire');
  const message = useValidationMessage();
  const errorId = `${headingId}-error`;
  const error = message(issues.previousPregnancies);
  return (
    <Stack spacing={2.5}>
      <Box>
        <RadioCards
          name="previousPregnancies"
          value={answers.previousPregnancies}
          options={PREVIOUS_PREGNANCIES_ANSWERS.map((answer) => ({
            value: answer,
            label: t(`options.previousPregnancies.${answer}`),
          }))}
          onChange={(previousPregnancies) =>
            onChange(
              previousPregnancies === 'no'
                ? { previousPregnancies, previousPregnanciesCount: null }
                : { previousPregnancies },
            )
          }
          columns={2}
          labelledBy={headingId}
          describedBy={describedBy(helpId, error && errorId)}
        />
        <FieldError id={errorId} message={error} />
      </Box>
      {answers.previousPregnancies === 'yes' && (
        <Box>
          <Typography id={`${headingId}-count-help`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {t('steps.previousPregnancies.countHelp')}
          </Typography>
          <NumberQuestion
            id={`${headingId}-previousPregnanciesCount`}
            label={t('steps.previousPregnancies.countLabel')}
            value={answers.previousPregnanciesCount}
            onChange={(previousPregnanciesCount) => onChange({ previousPregnanciesCount })}
            unit=""
            error={message(issues.previousPregnanciesCount)}
            describedBy={`${headingId}-count-help`}
          />
        </Box>
      )}
      <Box>
        <Typography id={`${headingId}-health`} variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
          {t('steps.previousPregnancies.healthLabel')}
        </Typography>
        <Typography id={`${headingId}-health-help`} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('steps.previousPregnancies.healthHelp')}
        </Typography>
        <CheckboxCards
          name="healthConditions"
          selected={answers.healthConditions ?? []}
          options={HEALTH_CONDITIONS.map((condition) => ({
            value: condition,
            label: t(`options.healthConditions.${condition}`),
          }))}
          onToggle={(condition) =>
            onChange({ healthConditions: toggleHealthCondition(answers.healthConditions, condition) })
          }
          labelledBy={`${headingId}-health`}
          describedBy={describedBy(
            `${headingId}-health-help`,
            issues.healthConditions && `${headingId}-health-error`,
          )}
          dense
        />
        <FieldError id={`${headingId}-health-error`} message={message(issues.healthConditions)} />
      </Box>
    </Stack>
  );
}
