import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTheme } from '@mui/material/styles';

/** An arrow pointing against the reading direction (right in Arabic, left in English). */
export function BackArrowIcon() {
  const theme = useTheme();
  return <ArrowBackIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />;
}
