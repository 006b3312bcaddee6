import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTheme } from '@mui/material/styles';

/** An arrow pointing in the reading direction (left in Arabic, right in English). */
export function ForwardArrowIcon() {
  const theme = useTheme();
  return <ArrowForwardIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />;
}
