import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CivilDate } from '@nasl/core';
import { Suspense, useId } from 'react';
import { lazyComponent } from '@/components/lazy-component';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate } from '@/lib/i18n/format';

const CivilDateCalendar = lazyComponent(() => import('@/components/form/civil-date-calendar'));

/** A question answered with a day: the calendar between `min` and `max`, and the day chosen in words. */
export function DateQuestion({
  question,
  help,
  selectedText,
  value,
  onChange,
  min,
  max,
}: {
  question: string;
  help: string;
  selectedText: (date: string) => string;
  value: CivilDate | null;
  onChange: (date: CivilDate | null) => void;
  min: CivilDate;
  max: CivilDate;
}) {
  const { language } = useLanguage();
  const questionId = useId();
  const helpId = useId();
  return (
    <>
      <Typography id={questionId} variant="h3" sx={{ fontSize: '1.05rem', mb: 0.5 }}>
        {question}
      </Typography>
      <Typography id={helpId} variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {help}
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={334} sx={{ maxWidth: 360 }} />}>
        <CivilDateCalendar
          value={value}
          onChange={onChange}
          min={min}
          max={max}
          labelledBy={questionId}
          describedBy={helpId}
        />
      </Suspense>
      <Typography role="status" sx={{ fontWeight: 600, mt: 1.5 }}>
        {value ? selectedText(formatCivilDate(value, language, { weekday: true })) : ''}
      </Typography>
    </>
  );
}
