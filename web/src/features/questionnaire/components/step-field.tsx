import BoyIcon from '@mui/icons-material/Boy';
import GirlIcon from '@mui/icons-material/Girl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ENVIRONMENTAL_FACTORS, TARGET_GENDERS, type QuestionnaireStep } from '@nasl/core';
import { useTranslation } from 'react-i18next';
import { CalendarField, LazyCivilDateCalendar } from '@/components/form/date-question';
import { useLanguage } from '@/hooks/use-language';
import { useValidationMessage } from '@/hooks/use-validation-message';
import { formatCivilDate, formatHijriDate } from '@/lib/i18n/format';
import { lastPeriodLimits } from '../utils/dates';
import {
  stepWidget,
  toggleEnvironmentalFactor,
  type FieldIssues,
  type SingleChoiceField,
} from '../utils/steps';
import type { WizardAnswers } from '../utils/wizard-answers';
import { BloodTypeSelect } from './blood-type-select';
import { NumberQuestion } from './number-question';
import { describedBy, FieldError } from './field-error';
import { CheckboxCards, RadioCards, type CardOption } from './option-cards';
import { PregnanciesAndHealth } from './pregnancies-and-health';

/**
 * The date picker is the heaviest widget: it loads on its own, and the wizard loads it ahead (offline use), so
 * it renders at once on the date's step (React.lazy would still hold it back).
 */
export const loadLastPeriodCalendar = LazyCivilDateCalendar.load;

export interface StepFieldProps {
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

export function StepField({ step, ...fieldProps }: StepFieldProps) {
  const { answers, issues, onChange, headingId, helpId } = fieldProps;
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
          <CalendarField
            value={date}
            onChange={(lastPeriodDate) => onChange({ lastPeriodDate })}
            min={limits.min}
            max={limits.max}
            clearable
            labelledBy={headingId}
            describedBy={describedBy(helpId, error && errorId) ?? helpId}
          />
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

    case 'previousPregnancies':
      return <PregnanciesAndHealth {...fieldProps} />;

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
