import CloseIcon from '@mui/icons-material/Close';
import FavoriteIcon from '@mui/icons-material/FavoriteBorderOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { marketingFigures } from '@/config/marketing-figures';

interface WelcomeModalProps {
  open: boolean;
  /** Sets the seen flag and closes. */
  onClose: () => void;
  /** In place instead of in a portal: pre-rendering (no DOM for a portal) renders it so to collect its styles. */
  disablePortal?: boolean;
}

/** The first-visit welcome. Loaded on demand, so it stays out of the home page's first load. */
export default function WelcomeModal({ open, onClose, disablePortal = false }: WelcomeModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const figures = [
    { value: marketingFigures.blocks.couples, label: t('home.welcomeModal.couples') },
    { value: marketingFigures.blocks.welcomeSuccess, label: t('home.welcomeModal.success') },
  ];

  const start = () => {
    onClose();
    void navigate(paths.authTab('signup'));
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      disablePortal={disablePortal}
      // It opens by itself a second after the page loads: locking the page's scroll would change the body's
      // style and make the browser lay out the whole page again in that moment. The backdrop covers the page.
      disableScrollLock
      aria-labelledby="welcome-modal-title"
      aria-describedby="welcome-modal-body"
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 4 } } }}
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
      <DialogTitle
        id="welcome-modal-title"
        component="h2"
        sx={{ textAlign: 'center', fontWeight: 700, pb: 1 }}
      >
        {t('home.welcomeModal.title')}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
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
              <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main' }}>
                <bdi>{figure.value}</bdi>
              </Typography>
              <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', gap: 1, px: 3, pb: 3 }}>
        <Button variant="contained" size="large" fullWidth onClick={start}>
          {t('home.welcomeModal.start')}
        </Button>
        <Button fullWidth onClick={onClose} sx={{ m: '0 !important' }}>
          {t('home.welcomeModal.later')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
