import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';
import type { CivilDateCalendarProps } from './civil-date-calendar';

/** The calendar's code (MUI X's pickers) loads when a calendar is first shown, or ahead with `load()`. */
export const LazyCivilDateCalendar = lazyComponent(() => import('./civil-date-calendar'));

/** The calendar, with a placeholder of its size while its code loads. */
export function CalendarField(props: CivilDateCalendarProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={334} sx={{ maxWidth: 360 }} />}>
      <LazyCivilDateCalendar {...props} />
    </Suspense>
  );
}

/** A question answered with a day: the calendar between `min` and `max`, and the day chosen in words. */
export function DateQuestion({
  questionId: givenQuestionId,
  question,
  help,
  selectedText,
  ...calendar
}: Pick<CivilDateCalendarProps, 'value' | 'onChange' | 'min' | 'max'> & {
  /** The question heading's id, for a form the question names; made here when not given. */
  questionId?: string;
  question: string;
  help: string;
  selectedText: (date: string) => string;
}) {
  const { language } = useLanguage();
  const ownQuestionId = useId();
  const questionId = givenQuestionId ?? ownQuestionId;
  const helpId = useId();
  return (
    <>
      <Typography id={questionId} variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {question}
      </Typography>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {help}
      </Typography>
      <CalendarField {...calendar} labelledBy={questionId} describedBy={helpId} />
      <Typography role="status" sx={{ fontWeight: 600, mt: 1.5 }}>
        {calendar.value ? selectedText(formatCivilDate(calendar.value, language, { weekday: true })) : ''}
      </Typography>
    </>
  );
}
