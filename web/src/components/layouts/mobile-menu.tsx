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
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { myPlanPath, paths } from '@/config/paths';
import { firstName } from '@/utils/first-name';
import { mainNavLinks } from './nav-links';

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Undefined while the auth status is still loading. */
  user: User | null | undefined;
  onLogout: () => void;
}

const activeLinkSx = {
  '&[aria-current="page"]': { color: 'primary.main', fontWeight: 700, bgcolor: 'action.selected' },
} as const;

/** The phone layout's menu (up to MOBILE_BREAKPOINT_PX): the header links plus the account entries. */
export function MobileMenu({ id, open, onClose, user, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  const titleId = `${id}-title`;

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
          {user === null && (
            <>
              <ListItem disablePadding>
                <ListItemButton component={NavLink} to={paths.authTab('login')} onClick={onClose}>
                  <ListItemIcon>
                    <LoginIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('header.login')} />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton component={NavLink} to={paths.authTab('signup')} onClick={onClose}>
                  <ListItemIcon>
                    <PersonAddIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('header.register')} />
                </ListItemButton>
              </ListItem>
            </>
          )}
          {user && (
            <>
              {user.myPlan && (
                <ListItem disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={myPlanPath(user.myPlan)}
                    onClick={onClose}
                    sx={activeLinkSx}
                  >
                    <ListItemIcon>
                      <AssignmentIcon />
                    </ListItemIcon>
                    <ListItemText primary={t('header.myPlan')} />
                  </ListItemButton>
                </ListItem>
              )}
              {user.isAdmin && (
                <ListItem disablePadding>
                  <ListItemButton component={NavLink} to={paths.admin} onClick={onClose} sx={activeLinkSx}>
                    <ListItemIcon>
                      <AdminPanelSettingsIcon />
                    </ListItemIcon>
                    <ListItemText primary={t('header.admin')} />
                  </ListItemButton>
                </ListItem>
              )}
              <ListItem disablePadding>
                <ListItemButton component={NavLink} to={paths.profile} onClick={onClose} sx={activeLinkSx}>
                  <ListItemIcon>
                    <AccountCircleIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('header.profile')} />
                </ListItemButton>
              </ListItem>
              <ListItem disablePadding>
                <ListItemButton onClick={onLogout}>
                  <ListItemIcon>
                    <LogoutIcon />
                  </ListItemIcon>
                  <ListItemText primary={t('header.logout')} />
                </ListItemButton>
              </ListItem>
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
