import SendIcon from '@mui/icons-material/SendOutlined';
import { CHAT_MESSAGE_MAX_LENGTH } from '@nasl/core/chat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../hooks/use-chat';

const srOnly = {
  position: 'absolute',
  // Strings: in `sx` a bare 1 means 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Bubble({ message }: { message: Pick<ChatMessage, 'role' | 'text' | 'status'> }) {
  const { t } = useTranslation('public');
  const mine = message.role === 'user';
  return (
    <Box
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        px: 2,
        py: 1.25,
        borderRadius: 3,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        bgcolor: mine ? 'primary.main' : message.status === 'failed' ? 'error.light' : 'action.hover',
        color: mine
          ? 'primary.contrastText'
          : message.status === 'failed'
            ? 'error.contrastText'
            : 'text.primary',
        fontStyle: message.status === 'typing' ? 'italic' : 'normal',
      }}
    >
      <Box component="span" sx={srOnly}>
        {`${mine ? t('chat.you') : t('chat.assistant')}: `}
      </Box>
      {message.status === 'typing' ? t('chat.typing') : message.text}
    </Box>
  );
}

interface ChatPanelProps {
  id: string;
  messages: readonly ChatMessage[];
  sending: boolean;
  onSend: (draft: string) => Promise<boolean>;
}

/** A panel 16rem high whose list scrolls; bubbles at most 80% wide. */
export function ChatPanel({ id, messages, sending, onSend }: ChatPanelProps) {
  const { t } = useTranslation('public');
  const theme = useTheme();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  // The input is disabled while sending, which drops focus: give it back for the next question.
  useEffect(() => {
    if (!sending) inputRef.current?.focus();
  }, [sending]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft;
    if (text.trim() === '' || sending) return;
    setDraft('');
    void onSend(text);
  };

  return (
    <Box id={id} sx={{ mt: 2, border: 1, borderColor: 'divider', borderRadius: 3, overflow: 'hidden' }}>
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t('chat.logLabel')}
        tabIndex={0}
        sx={{
          height: '16rem',
          overflowY: 'auto',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          bgcolor: 'background.default',
        }}
      >
        <Bubble message={{ role: 'assistant', text: t('chat.greeting'), status: 'sent' }} />
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
      </Box>
      <Box
        component="form"
        onSubmit={submit}
        aria-label={t('chat.inputLabel')}
        sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'center' }}
      >
        <TextField
          inputRef={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={sending}
          label={t('chat.inputLabel')}
          placeholder={t('chat.inputPlaceholder')}
          size="small"
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX_LENGTH } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          endIcon={<SendIcon sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} />}
          sx={{ flexShrink: 0 }}
        >
          {t('chat.send')}
        </Button>
      </Box>
    </Box>
  );
}
