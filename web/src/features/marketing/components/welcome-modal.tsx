import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/FavoriteBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { marketingFigures } from '@/config/marketing-figures';
import { FigureWithLabel } from './figure-with-label';

interface WelcomeModalProps {
  open: boolean;
  /** Sets the seen flag and closes. */
  onClose: () => void;
}

/**
 * The first-visit welcome, loaded on demand so it stays out of the home page's first load. A native modal
 * `<dialog>`: the browser keeps focus inside it, makes the page behind it inert, closes it on Escape and
 * draws its backdrop, with none of the code of MUI's Dialog (about 10 KB a first visit would load).
 * Rendered on the server (pre-rendering, to collect its styles) it is closed: it opens in the browser.
 */
export default function WelcomeModal({ open, onClose }: WelcomeModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const figures = [
    { value: marketingFigures.blocks.couples, label: t('home.welcomeModal.couples') },
    { value: marketingFigures.blocks.welcomeSuccess, label: t('home.welcomeModal.success') },
  ];

  // After the render, in a task of its own: opening a modal restyles the whole page (everything behind it
  // becomes inert), which on a slow phone would lengthen the task that rendered the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Focus goes to the panel, as MUI's Dialog does, rather than to its first button: a button focused
      // without a tap shows its keyboard-focus ripple.
      if (panelRef.current) panelRef.current.autofocus = true;
      dialog.showModal();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  // Escape: the browser may close the dialog itself (it does when the page had no user activation since).
  const closeRequested = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  // A click outside the panel lands on the dialog element itself, under its backdrop.
  const backdropClicked = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const start = () => {
    onClose();
    void navigate(paths.authTab('signup'));
  };

  return (
    <Box
      component="dialog"
      ref={dialogRef}
      aria-labelledby="welcome-modal-title"
      aria-describedby="welcome-modal-body"
      onCancel={closeRequested}
      onClose={() => {
        if (open) onClose();
      }}
      onClick={backdropClicked}
      sx={{
        p: 0,
        border: 0,
        bgcolor: 'transparent',
        overflow: 'visible',
        width: 'calc(100% - 64px)',
        maxWidth: 444,
        maxHeight: 'calc(100% - 64px)',
        '&::backdrop': { bgcolor: 'rgba(0, 0, 0, 0.5)' },
      }}
    >
      <Paper
        ref={panelRef}
        tabIndex={-1}
        elevation={24}
        sx={{ position: 'relative', borderRadius: 4, overflowY: 'auto', pb: 3, outline: 'none' }}
      >
        <IconButton
          onClick={onClose}
          aria-label={t('home.welcomeModal.close')}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <Box sx={{ textAlign: 'center', pt: 4, px: 3 }}>
          <Box
            aria-hidden
            sx={{
              display: 'inline-grid',
              placeItems: 'center',
              width: 56,
              height: 56,
              borderRadius: '50%',
              bgcolor: 'action.hover',
              color: 'secondary.main',
            }}
          >
            <FavoriteIcon />
          </Box>
        </Box>
        <Typography
          id="welcome-modal-title"
          component="h2"
          variant="h6"
          sx={{ textAlign: 'center', fontWeight: 700, px: 3, pt: 2, pb: 1 }}
        >
          {t('home.welcomeModal.title')}
        </Typography>
        <Box sx={{ textAlign: 'center', px: 3, pb: 2.5 }}>
          <Typography id="welcome-modal-body" sx={{ color: 'text.secondary', mb: 3 }}>
            {t('home.welcomeModal.body')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            {figures.map((figure) => (
              <Box
                key={figure.label}
                sx={{
                  flex: 1,
                  p: 1.5,
                  borderRadius: 3,
                  border: 1,
                  borderColor: 'divider',
                  bgcolor: 'action.hover',
                }}
              >
                <FigureWithLabel value={figure.value} label={figure.label} fontSize="1.5rem" />
              </Box>
            ))}
          </Stack>
        </Box>
        <Stack spacing={1} sx={{ px: 3 }}>
          <Button variant="contained" size="large" fullWidth onClick={start}>
            {t('home.welcomeModal.start')}
          </Button>
          <Button fullWidth onClick={onClose}>
            {t('home.welcomeModal.later')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
