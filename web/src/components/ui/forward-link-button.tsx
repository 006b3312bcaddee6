import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink, type To } from 'react-router-dom';
import { ForwardArrowIcon } from './forward-arrow-icon';

/** A link, shown as a button, that leads on: its arrow points the way the page reads. */
export function ForwardLinkButton({ to, ...props }: Omit<ButtonProps, 'endIcon' | 'href'> & { to: To }) {
  return <Button component={RouterLink} to={to} endIcon={<ForwardArrowIcon />} {...props} />;
}
