import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import type { User } from '@nasl/core';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { myPlanPath, paths } from '@/config/paths';
import { firstName } from '@/utils/first-name';
import { mainNavLinks, type NavLinkItem } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Undefined while the auth status is still loading. */
  user: User | null | undefined;
  onLogout: () => void;
}

interface AccountLink extends NavLinkItem {
  icon: ReactNode;
}

/** A guest's way in, or a signed-in person's own pages; nothing while the auth status loads. */
function accountLinksOf(user: User | null | undefined): AccountLink[] {
  if (user === undefined) return [];
  if (user === null) {
    return [
      { to: paths.authTab('login'), icon: <LoginIcon />, labelKey: 'header.login' },
      { to: paths.authTab('signup'), icon: <PersonAddIcon />, labelKey: 'header.register' },
    ];
  }
  const links: AccountLink[] = [];
  if (user.myPlan)
    links.push({ to: myPlanPath(user.myPlan), icon: <AssignmentIcon />, labelKey: 'header.myPlan' });
  if (user.isAdmin)
    links.push({ to: paths.admin, icon: <AdminPanelSettingsIcon />, labelKey: 'header.admin' });
  links.push({ to: paths.profile, icon: <AccountCircleIcon />, labelKey: 'header.profile' });
  return links;
}

const activeLinkSx = {
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' },
} as const;

/** The phone layout's menu (up to MOBILE_BREAKPOINT_PX): the header links plus the account entries. */
export function MobileMenu({ id, open, onClose, user, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;
  const accountLinks = accountLinksOf(user);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, 'aria-labelledby': titleId, sx: { width: 'min(85vw, 320px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {user ? t('header.greeting', { name: firstName(user.name) }) : t('header.menuTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('header.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('nav.mainLabel')}>
        <List>
          {mainNavLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton component={NavLink} to={link.to} end onClick={onClose} sx={activeLinkSx}>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Divider />
        <List>
          {accountLinks.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
                onClick={onClose}
                // Her own pages show which is open; the sign-in links do not.
                sx={user ? activeLinkSx : undefined}
              >
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
          {user && (
            <ListItem disablePadding>
              <ListItemButton onClick={onLogout}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('header.logout')} />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
