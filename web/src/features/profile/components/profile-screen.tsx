import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import { PLAN_TIME_ZONE, type User } from '@nasl/core';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ParseKeys } from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PROFILE_TAB_QUERY_PARAM } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { formatDate } from '@/lib/i18n/format';
import { useUser } from '../api/get-user';
import { AccountData } from './account-data';
import { EmailVerification } from './email-verification';
import { OtherDevices } from './other-devices';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { ReportsList, type ReportActions } from './reports-list';

const PROFILE_TABS = ['profile', 'password', 'reports'] as const;
type ProfileTab = (typeof PROFILE_TABS)[number];

/** `/profile?tab=reports` opens My Reports (the home page's "view previous reports"); anything else the profile. */
function tabFromSearch(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'profile';
}

const PANEL_TITLE_KEYS: Record<ProfileTab, ParseKeys> = {
  profile: 'profile.form.title',
  password: 'profile.password.title',
  reports: 'profile.reports.title',
};

interface TabPanelProps {
  idPrefix: string;
  tab: ProfileTab;
  selected: ProfileTab;
  children: (titleId: string) => ReactNode;
}

function TabPanel({ idPrefix, tab, selected, children }: TabPanelProps) {
  const { t } = useTranslation();
  const titleId = `${idPrefix}-${tab}-title`;
  return (
    <Box
      role="tabpanel"
      id={`${idPrefix}-${tab}-panel`}
      aria-labelledby={`${idPrefix}-${tab}-tab`}
      hidden={tab !== selected}
      sx={{ p: { xs: 2.5, md: 4 } }}
    >
      {tab === selected && (
        <>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 3 }}>
            {t(PANEL_TITLE_KEYS[tab])}
          </Typography>
          {children(titleId)}
        </>
      )}
    </Box>
  );
}

/** The profile page: the Profile, Password and My Reports tabs of the signed-in person. */
export function ProfileScreen({
  sessionUser,
  reportActions,
}: {
  sessionUser: User;
  reportActions?: ReportActions;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  // The screen renders once the session is known (on the server when the function renders the page, which
  // has the address's query too): the address's tab can be read at once.
  const [selectedTab, setSelectedTab] = useState<ProfileTab>(() =>
    tabFromSearch(searchParams.get(PROFILE_TAB_QUERY_PARAM)),
  );
  const idPrefix = useId();
  // The session's copy shows at once; /api/auth/user replaces it when it arrives.
  const user = useUser().data ?? sessionUser;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <AccountCircleIcon sx={{ fontSize: 40 }} />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {t('profile.heading')}
          </Typography>
          <Typography noWrap sx={{ color: 'text.secondary' }}>
            <bdi>{user.name}</bdi>
          </Typography>
          <Typography noWrap sx={{ color: 'text.secondary' }}>
            <bdi>{user.email}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {/* On one calendar wherever it renders: the function renders this page, the browser hydrates it. */}
            {t('profile.memberSince', { date: formatDate(user.createdAt, language, PLAN_TIME_ZONE) })}
          </Typography>
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <Tabs
          value={selectedTab}
          onChange={(_event, tab: ProfileTab) => setSelectedTab(tab)}
          aria-label={t('profile.tabsLabel')}
          variant="fullWidth"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {PROFILE_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`profile.tabs.${tab}`)}
              id={`${idPrefix}-${tab}-tab`}
              aria-controls={`${idPrefix}-${tab}-panel`}
            />
          ))}
        </Tabs>
        <TabPanel idPrefix={idPrefix} tab="profile" selected={selectedTab}>
          {(titleId) => (
            <>
              <EmailVerification user={user} />
              <ProfileForm user={user} labelledBy={titleId} />
              <AccountData />
            </>
          )}
        </TabPanel>
        <TabPanel idPrefix={idPrefix} tab="password" selected={selectedTab}>
          {(titleId) => (
            <>
              <PasswordForm labelledBy={titleId} />
              <OtherDevices />
            </>
          )}
        </TabPanel>
        <TabPanel idPrefix={idPrefix} tab="reports" selected={selectedTab}>
          {() => <ReportsList actions={reportActions} />}
        </TabPanel>
      </Paper>
    </Container>
  );
}
