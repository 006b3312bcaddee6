import ChatIcon from '@mui/icons-material/ChatOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadingPage } from '@/components/ui/reading-page';
import { env } from '@/config/env';
import { useChat } from '../hooks/use-chat';
import { ChatPanel } from './chat-panel';
import '../i18n';

const CHAT_PANEL_ID = 'assistant-chat';

/** One way to reach us: a section named by its heading, with the heading's icon. */
function ContactCard({
  id,
  icon,
  title,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2.5,
            bgcolor: 'action.hover',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          {icon}
        </Box>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem' }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

function AssistantCard() {
  const { t } = useTranslation('public');
  const [open, setOpen] = useState(false);
  const chat = useChat();

  return (
    <ContactCard id="assistant-title" icon={<ChatIcon />} title={t('contact.assistantTitle')}>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('contact.assistantBody')}</Typography>
      <Button
        variant={open ? 'outlined' : 'contained'}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
      >
        {open ? t('contact.closeChat') : t('contact.openChat')}
      </Button>
      {open && (
        <ChatPanel id={CHAT_PANEL_ID} messages={chat.messages} sending={chat.sending} onSend={chat.send} />
      )}
    </ContactCard>
  );
}

export function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <ReadingPage
      title={t('contact.pageTitle')}
      heading={t('contact.heading')}
      intro={t('contact.intro')}
      introGap={4}
    >
      <Grid container spacing={3}>
        <Grid size={12}>
          <AssistantCard />
        </Grid>
        <Grid size={12}>
          <ContactCard id="email-title" icon={<MailIcon />} title={t('contact.emailTitle')}>
            <Typography sx={{ color: 'text.secondary', mb: 1 }}>{t('contact.emailBody')}</Typography>
            <Link href={`mailto:${env.supportEmail}`} sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              <bdi>{env.supportEmail}</bdi>
            </Link>
          </ContactCard>
        </Grid>
      </Grid>
    </ReadingPage>
  );
}
