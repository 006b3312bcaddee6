import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import LocalDrinkIcon from '@mui/icons-material/LocalDrinkOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ScienceIcon from '@mui/icons-material/ScienceOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CivilDate, TargetGender } from '@nasl/core';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/hooks/use-language';
import { formatCivilDate, formatHijriDate } from '@/lib/i18n/format';

export function SectionCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ borderRadius: 4, p: { xs: 2.5, md: 4 } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2.5 }}>
        <Avatar
          aria-hidden
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 44, height: 44 }}
        >
          {icon}
        </Avatar>
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
      {children}
    </Typography>
  );
}

/** A part of a section under its own heading, an icon before the heading's words where one is given. */
export function SubSection({
  icon: Icon,
  title,
  children,
}: {
  icon?: SvgIconComponent;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box>
      <SubHeading>
        {Icon && <Icon aria-hidden fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} />}
        {title}
      </SubHeading>
      {children}
    </Box>
  );
}

/** How much water to drink, under its heading with the drink icon. */
export function HydrationSection({ text }: { text: string }) {
  const { t } = useTranslation('plan');
  return (
    <SubSection icon={LocalDrinkIcon} title={t('sections.hydration')}>
      <Typography>{text}</Typography>
    </SubSection>
  );
}

const ITEM_TONES = {
  do: { Icon: CheckCircleIcon, color: 'success.main' },
  avoid: { Icon: RemoveCircleIcon, color: 'warning.main' },
  note: { Icon: InfoIcon, color: 'info.main' },
} as const;

/** A list of advice: things to do (check marks), to cut down on (minus marks), or to know (notes). */
export function ItemList({
  items,
  tone = 'do',
}: {
  items: readonly string[];
  tone?: keyof typeof ITEM_TONES;
}) {
  const { Icon, color } = ITEM_TONES[tone];
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <Icon aria-hidden fontSize="small" sx={{ color, mt: 0.4, flexShrink: 0 }} />
          <Typography>{item}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Locked content: blurred shapes (no real text is ever sent) and an "N more hidden" count. */
export function HiddenItems({ count, lines = 2 }: { count: number; lines?: number }) {
  const { t } = useTranslation('plan');
  if (count <= 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box aria-hidden sx={{ filter: 'blur(4px)', userSelect: 'none', display: 'grid', gap: 1, mb: 1 }}>
        {Array.from({ length: lines }, (_, index) => (
          <Box
            key={index}
            sx={{ height: 14, borderRadius: 7, bgcolor: 'action.selected', width: `${90 - index * 18}%` }}
          />
        ))}
      </Box>
      <Chip
        icon={<LockIcon />}
        label={t('hiddenCount', { count })}
        size="small"
        variant="outlined"
        sx={{ fontWeight: 600 }}
      />
    </Box>
  );
}

interface AdviceColumn {
  title: string;
  /** None: the list is not shown (a preview may send no sample of it). */
  items: readonly string[] | undefined;
  tone?: keyof typeof ITEM_TONES;
  /** On a preview, how many items it hides, and how many blurred lines stand for them. */
  hidden?: { count: number; lines?: number };
}

/** Two lists of advice side by side on wide screens (include / avoid, recommended / limit). */
export function AdviceColumns({ columns }: { columns: readonly [AdviceColumn, AdviceColumn] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {columns.map((column) => (
        <SubSection key={column.title} title={column.title}>
          {column.items && <ItemList items={column.items} tone={column.tone} />}
          {column.hidden && <HiddenItems count={column.hidden.count} lines={column.hidden.lines} />}
        </SubSection>
      ))}
    </Box>
  );
}

/** A plan date: Gregorian with the weekday, and the Umm al-Qura Hijri date beside it; greyed when past. */
export function PlanDateText({ date, muted = false }: { date: CivilDate; muted?: boolean }) {
  const { language } = useLanguage();
  return (
    <Box>
      <Typography
        component="span"
        sx={{ display: 'block', fontWeight: 700, ...(muted && { color: 'text.secondary' }) }}
      >
        {formatCivilDate(date, language, { weekday: true })}
      </Typography>
      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
        {formatHijriDate(date, language)}
      </Typography>
    </Box>
  );
}

/**
 * The head of a plan page: a badge saying what the page is, the page's one h1, a line under it, and what
 * the plan aims for (`children`).
 */
export function PlanHeader({
  badge,
  title,
  subtitle,
  children,
}: {
  badge: { icon: ReactElement; color: 'primary' | 'success'; label: string };
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center' }}>
      <Chip icon={badge.icon} color={badge.color} label={badge.label} sx={{ fontWeight: 700, mb: 2 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.4rem' }, mb: 1 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 620, mx: 'auto', mb: 2 }}>{subtitle}</Typography>
      )}
      {children}
    </Box>
  );
}

/** A plan page's one column: the header, then the sections stacked under it. */
export function PlanPageColumn({
  paddingY = { xs: 4, md: 6 },
  children,
}: {
  paddingY?: { xs: number; md: number };
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: paddingY }}>
      <Stack spacing={{ xs: 3, md: 4 }}>{children}</Stack>
    </Container>
  );
}

/** What the plan aims for: a boy or a girl. */
export function GoalChip({ gender }: { gender: TargetGender }) {
  const { t } = useTranslation('plan');
  return (
    <Chip
      color={gender === 'boy' ? 'primary' : 'secondary'}
      label={t('goal', { gender: t(`gender.${gender}`) })}
      sx={{ fontWeight: 700, fontSize: '1rem', px: 1 }}
    />
  );
}

/** The goal and the figure; where her age gives no figure (null), a chip that says so. */
export function GoalChips({ gender, successRate }: { gender: TargetGender; successRate: number | null }) {
  const { t } = useTranslation('plan');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      <GoalChip gender={gender} />
      <Chip
        variant="outlined"
        color={successRate === null ? 'default' : 'success'}
        label={successRate === null ? t('successRateNone') : t('successRate', { rate: successRate })}
        sx={{ fontWeight: 700, fontSize: '1rem', px: 1 }}
      />
    </Stack>
  );
}

/** The plan's one sentence on the evidence for timing, in the full plan and before payment alike. */
export function EvidenceNote({ text }: { text: string }) {
  const { t } = useTranslation('plan');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <ScienceIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.3 }} />
      <SubSection title={t('evidence')}>
        <Typography>{text}</Typography>
      </SubSection>
    </Box>
  );
}
