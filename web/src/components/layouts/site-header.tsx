import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { myPlanPath, paths } from '@/config/paths';
import { useAuthStatus } from '@/lib/auth/get-auth-status';
import { LIKELY_GUEST } from '@/lib/auth/session-hint';
import { useLogout } from '@/lib/auth/logout';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { firstName } from '@/utils/first-name';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { mainNavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/** The drawer (and MUI's modal code under it) loads on the first tap, keeping it out of the first page's bundle. */
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

const navButtonSx = {
  color: 'text.primary',
  px: 1.5,
  whiteSpace: 'nowrap',
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

/** Between the phone layout and wide screens the account buttons show only their icons; wider, only their text. */
const compactLabelSx = (theme: Theme) => ({
  [theme.breakpoints.between('md', 'lg')]: visuallyHidden,
});

const compactButtonSx = (theme: Theme) => ({
  whiteSpace: 'nowrap',
  [theme.breakpoints.between('md', 'lg')]: {
    minWidth: 0,
    px: 1,
    '& .MuiButton-startIcon': { mx: 0 },
  },
  [theme.breakpoints.up('lg')]: {
    '& .MuiButton-startIcon': { display: 'none' },
  },
});

/** A link on the bar to one of the account's pages, shown as an icon or as text by the bar's width. */
function AccountLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <Button component={NavLink} to={to} startIcon={icon} sx={[navButtonSx, compactButtonSx]}>
      <Box component="span" sx={compactLabelSx}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * What depends on the session, in a component of its own: when the session check answers, only this part of
 * the bar renders again (the page has just hydrated; re-rendering the whole bar is a long task on a phone).
 */
function SessionControls() {
  const { t } = useTranslation();
  const { data: authStatus } = useAuthStatus();
  const logoutMutation = useLogout();
  const user = authStatus ? authStatus.user : undefined;

  return (
    <>
      {user && (
        <Typography
          noWrap
          sx={{
            maxWidth: { xs: 130, md: 180 },
            fontSize: { xs: '0.9rem', sm: '1rem' },
            fontWeight: 600,
            color: 'text.secondary',
            mx: 0.5,
          }}
        >
          {t('header.greeting', { name: firstName(user.name) })}
        </Typography>
      )}
      {/* What depends on the session sits between the spacer and the switches, so that when the session
          arrives it grows into the spacer and nothing else on the bar moves. */}
      <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
        {/* While the session is checked, shown only on a device where no one was signed in. */}
        {!user && (
          <Button
            component={NavLink}
            to={paths.auth}
            variant="contained"
            sx={
              user === null
                ? { whiteSpace: 'nowrap' }
                : { whiteSpace: 'nowrap', display: 'none', [LIKELY_GUEST]: { display: 'inline-flex' } }
            }
          >
            {t('header.signUpOrLogin')}
          </Button>
        )}
        {user?.myPlan && (
          <AccountLink to={myPlanPath(user.myPlan)} icon={<AssignmentIcon />} label={t('header.myPlan')} />
        )}
        {user?.isAdmin && (
          <AccountLink to={paths.admin} icon={<AdminPanelSettingsIcon />} label={t('header.admin')} />
        )}
        {user && (
          <>
            <AccountLink to={paths.profile} icon={<AccountCircleIcon />} label={t('header.profile')} />
            <Button
              variant="outlined"
              onClick={() => logoutMutation.mutate()}
              loading={logoutMutation.isPending}
              startIcon={<LogoutIcon />}
              sx={compactButtonSx}
            >
              <Box component="span" sx={compactLabelSx}>
                {t('header.logout')}
              </Box>
            </Button>
          </>
        )}
      </Box>
    </>
  );
}

interface SessionMobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The phone's menu, with the person's links and logout. */
function SessionMobileMenu({ id, open, onClose }: SessionMobileMenuProps) {
  const { data: authStatus } = useAuthStatus();
  const logoutMutation = useLogout();

  return (
    <MobileMenu
      id={id}
      open={open}
      onClose={onClose}
      user={authStatus ? authStatus.user : undefined}
      onLogout={() => {
        onClose();
        logoutMutation.mutate();
      }}
    />
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const menuId = useId();

  return (
    <AppBar
      position="fixed"
      color="inherit"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, md: 1 }, minHeight: { xs: 64 } }}>
          <Logo />
          <Box
            component="nav"
            aria-label={t('nav.mainLabel')}
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: { md: 1, lg: 2 } }}
          >
            {mainNavLinks.map((link) => (
              <Button key={link.to} component={NavLink} to={link.to} end sx={navButtonSx}>
                {t(link.labelKey)}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <SessionControls />
          <LanguageSwitch />
          <ThemeToggle />
          <IconButton
            color="inherit"
            onClick={() => {
              setMenuLoaded(true);
              setMenuOpen(true);
            }}
            aria-label={t('header.openMenu')}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-haspopup="dialog"
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <SessionMobileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
