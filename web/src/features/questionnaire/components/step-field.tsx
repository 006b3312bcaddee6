import BoyIcon from '@mui/icons-material/Boy';
import GirlIcon from '@mui/icons-material/Girl';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ENVIRONMENTAL_FACTORS,
  HEALTH_CONDITIONS,
  PREVIOUS_PREGNANCIES_ANSWERS,
  TARGET_GENDERS,
  type QuestionnaireStep,
} from '@nasl/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@/components/lazy-component';
import { useLanguage } from '@/hooks/use-language';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { formatCivilDate, formatHijriDate } from '@/lib/i18n/format';
import { lastPeriodLimits } from '../utils/dates';
import {
  stepWidget,
  toggleEnvironmentalFactor,
  toggleHealthCondition,
  type FieldIssues,
  type SingleChoiceField,
} from '../utils/steps';
import type { WizardAnswers } from '../utils/wizard-answers';
import { BloodTypeSelect } from './blood-type-select';
import { NumberQuestion } from './number-question';
import { CheckboxCards, RadioCards, type CardOption } from './option-cards';

/**
 * The date picker is the heaviest widget: it loads on its own, and the wizard loads it ahead (offline use), so
 * it renders at once on the date's step (React.lazy would still hold it back).
 */
const CivilDateCalendar = lazyComponent(() => import('@/components/form/civil-date-calendar'));
export const loadLastPeriodCalendar = CivilDateCalendar.load;

interface StepFieldProps {
  step: QuestionnaireStep;
  answers: WizardAnswers;
  issues: FieldIssues;
  onChange: (patch: Partial<WizardAnswers>) => void;
  /** The question heading (the accessible name of every widget). */
  headingId: string;
  helpId: string;
}

interface OptionText {
  label: string;
  description: string;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText id={id} error role="alert" sx={{ fontSize: '0.95rem', mx: 0 }}>
      {message}
    </FormHelperText>
  );
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function StepField({ step, answers, issues, onChange, headingId, helpId }: StepFieldProps) {
  const { t } = useTranslation('questionnaire');
  const { language } = useLanguage();
  const message = useValidationMessage();
  const widget = stepWidget(step);
  const errorId = `${headingId}-error`;

  switch (widget.kind) {
    case 'gender': {
      const error = message(issues.gender);
      const options: CardOption<(typeof TARGET_GENDERS)[number]>[] = TARGET_GENDERS.map((gender) => ({
        value: gender,
        label: t(`options.gender.${gender}`),
        icon: gender === 'boy' ? <BoyIcon sx={{ fontSize: 40 }} /> : <GirlIcon sx={{ fontSize: 40 }} />,
      }));
      return (
        <>
          <RadioCards
            name="gender"
            value={answers.gender}
            options={options}
            onChange={(gender) => onChange({ gender })}
            columns={2}
            labelledBy={headingId}
            describedBy={describedBy(helpId, error && errorId)}
          />
          <FieldError id={errorId} message={error} />
        </>
      );
    }

    case 'number':
      return (
        <NumberQuestion
          key={widget.field}
          id={`${headingId}-${widget.field}`}
          label={t(`steps.${widget.field}.label`)}
          value={answers[widget.field]}
          onChange={(value) => onChange({ [widget.field]: value })}
          unit={t(`units.${widget.unit}`)}
          error={message(issues[widget.field])}
          describedBy={helpId}
        />
      );

    case 'cycle': {
      const period = widget.periodLength;
      const periodHelpId = `${headingId}-${period.field}-help`;
      return (
        <Stack spacing={3}>
          <NumberQuestion
            id={`${headingId}-${widget.cycleLength.field}`}
            label={t('steps.cycleLength.label')}
            value={answers.cycleLength}
            onChange={(cycleLength) => onChange({ cycleLength })}
            unit={t(`units.${widget.cycleLength.unit}`)}
            error={message(issues.cycleLength)}
            describedBy={helpId}
          />
          <Box>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 0.5 }}>
              {t('steps.periodLength.title')}
            </Typography>
            <Typography id={periodHelpId} sx={{ color: 'text.secondary', mb: 2 }}>
              {t('steps.periodLength.help')}
            </Typography>
            <NumberQuestion
              id={`${headingId}-${period.field}`}
              label={t('steps.periodLength.label')}
              value={answers.periodLength}
              onChange={(periodLength) => onChange({ periodLength })}
              unit={t(`units.${period.unit}`)}
              error={message(issues.periodLength)}
              describedBy={periodHelpId}
            />
          </Box>
        </Stack>
      );
    }

    case 'lastPeriodDate': {
      const error = message(issues.lastPeriodDate);
      const date = answers.lastPeriodDate;
      const limits = lastPeriodLimits();
      return (
        <Stack spacing={1.5}>
          <Suspense fallback={<Skeleton variant="rounded" height={334} sx={{ maxWidth: 360 }} />}>
            <CivilDateCalendar
              value={date}
              onChange={(lastPeriodDate) => onChange({ lastPeriodDate })}
              min={limits.min}
              max={limits.max}
              clearable
              labelledBy={headingId}
              describedBy={describedBy(helpId, error && errorId) ?? helpId}
            />
          </Suspense>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {date
              ? t('steps.lastPeriodDate.selected', {
                  date: `${formatCivilDate(date, language)} (${formatHijriDate(date, language)})`,
                })
              : t('steps.lastPeriodDate.none')}
          </Typography>
          <FieldError id={errorId} message={error} />
        </Stack>
      );
    }

    case 'bloodType':
      return (
        <BloodTypeSelect
          id={`${headingId}-${widget.field}`}
          label={t(`steps.${widget.field}.label`)}
          value={answers[widget.field]}
          onChange={(value) => onChange({ [widget.field]: value })}
          error={message(issues[widget.field])}
          describedBy={helpId}
        />
      );

    case 'previousPregnancies': {
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
              <Typography
                id={`${headingId}-count-help`}
                variant="body2"
                sx={{ color: 'text.secondary', mb: 1 }}
              >
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
            <Typography
              id={`${headingId}-health-help`}
              variant="body2"
              sx={{ color: 'text.secondary', mb: 1 }}
            >
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

    case 'choice': {
      const field: SingleChoiceField = widget.field;
      const texts = t(`options.${field}`, { returnObjects: true }) as Record<string, OptionText>;
      const error = message(issues[field]);
      return (
        <>
          <RadioCards
            name={field}
            value={answers[field]}
            options={widget.options.map((value) => ({
              value,
              label: texts[value]?.label ?? value,
              description: texts[value]?.description,
            }))}
            onChange={(value) => onChange({ [field]: value })}
            labelledBy={headingId}
            describedBy={describedBy(helpId, error && errorId)}
          />
          <FieldError id={errorId} message={error} />
        </>
      );
    }

    case 'environmentalFactors': {
      const error = message(issues.environmentalFactors);
      return (
        <>
          <CheckboxCards
            name="environmentalFactors"
            selected={answers.environmentalFactors}
            options={ENVIRONMENTAL_FACTORS.map((factor) => ({
              value: factor,
              label: t(`options.environmentalFactors.${factor}`),
            }))}
            onToggle={(factor) =>
              onChange({
                environmentalFactors: toggleEnvironmentalFactor(answers.environmentalFactors, factor),
              })
            }
            labelledBy={headingId}
            describedBy={describedBy(helpId, error && errorId)}
          />
          <FieldError id={errorId} message={error} />
        </>
      );
    }
  }
}
