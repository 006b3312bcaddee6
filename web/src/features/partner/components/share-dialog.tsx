import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { AddressField } from '@/components/form/address-field';
import Typography from '@mui/material/Typography';
import type { PartnerInvite, PlanPartner } from '@nasl/core/partner';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogLoadState, TitledDialog } from '@/components/ui/titled-dialog';
import { paths } from '@/config/paths';
import { useLanguage } from '@/hooks/use-language';
import { serverMessageOf } from '@/lib/api/api-client';
import { formatDate } from '@/lib/i18n/format';
import { useCreatePartnerInvite } from '../api/create-partner-invite';
import { usePartners } from '../api/get-partners';
import { useRemovePartner } from '../api/remove-partner';
import { copyText, shareLink } from '@/lib/device/share';

/** The link made for him, to copy or to send with the phone's share sheet. */
function InviteLink({ invite }: { invite: PartnerInvite }) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const [status, setStatus] = useState('');
  return (
    <Stack spacing={1.5}>
      <AddressField label={t('share.inviteReady')} url={invite.url} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('share.expires', { date: formatDate(invite.expiresAt, language) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyText(invite.url, t('share.copied'), t('share.copyFailed')).then(setStatus)}
        >
          {t('share.copy')}
        </Button>
        {typeof navigator.share === 'function' && (
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            onClick={() => void shareLink(navigator, { title: t('share.inviteText'), url: invite.url })}
          >
            {t('share.send')}
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'success.main', minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Stack>
  );
}

function PartnerRow({
  planId,
  partner,
  onRemoved,
}: {
  planId: string;
  partner: PlanPartner;
  onRemoved: () => void;
}) {
  const { t } = useTranslation('plan');
  const { language } = useLanguage();
  const removal = useRemovePartner(planId);
  // Removal asks first: one tap ends his access.
  const [confirming, setConfirming] = useState(false);
  return (
    <Box component="li">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            <bdi>{partner.name}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            <bdi>{partner.email}</bdi>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('share.since', { date: formatDate(partner.since, language) })}
          </Typography>
        </Box>
        {!confirming && (
          <Button
            color="error"
            aria-label={t('share.removeLabel', { name: partner.name })}
            onClick={() => setConfirming(true)}
          >
            {t('share.remove')}
          </Button>
        )}
      </Box>
      {confirming && (
        <Alert
          severity="warning"
          role="group"
          sx={{ mt: 1.5 }}
          action={
            <Stack direction="row" spacing={1}>
              <Button
                color="error"
                variant="contained"
                size="small"
                autoFocus
                loading={removal.isPending}
                onClick={() => removal.mutate(partner.uid, { onSuccess: onRemoved })}
              >
                {t('share.removeConfirmYes')}
              </Button>
              <Button
                color="inherit"
                size="small"
                onClick={() => setConfirming(false)}
                disabled={removal.isPending}
              >
                {t('share.removeCancel')}
              </Button>
            </Stack>
          }
        >
          {t('share.removeConfirm', { name: partner.name })}
        </Alert>
      )}
      {/* Said inside the sheet, not in a toast: the page behind the open sheet is hidden from assistive technology. */}
      {removal.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {serverMessageOf(removal.error) ?? t('share.failed')}
        </Alert>
      )}
    </Box>
  );
}

/** Her husband: who follows the plan, or an invitation for him. */
function HusbandSection({ planId, open }: { planId: string; open: boolean }) {
  const { t } = useTranslation('plan');
  const headingId = useId();
  const partners = usePartners(planId, open);
  const invitation = useCreatePartnerInvite(planId);
  const partner = partners.data?.[0];
  const [removed, setRemoved] = useState(false);

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {t('share.inviteTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('share.inviteHelp')}</Typography>
      {(partners.isPending || partners.isError) && (
        <DialogLoadState
          failure={partners.isError ? t('share.failed') : null}
          loadingLabel={t('loading')}
          spinnerSize={24}
        />
      )}
      {partner && (
        <>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('share.partnersTitle')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <PartnerRow planId={planId} partner={partner} onRemoved={() => setRemoved(true)} />
          </Box>
        </>
      )}
      {removed && !partner && (
        <Typography role="status" sx={{ color: 'success.main', mb: 2 }}>
          {t('share.removed')}
        </Typography>
      )}
      {partners.isSuccess && !partner && (
        <Stack spacing={2}>
          {invitation.data ? (
            <InviteLink invite={invitation.data} />
          ) : (
            <Button
              variant="contained"
              startIcon={<PersonAddIcon />}
              loading={invitation.isPending}
              onClick={() => invitation.mutate()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('share.invite')}
            </Button>
          )}
          {invitation.isError && (
            <Alert severity="error">{serverMessageOf(invitation.error) ?? t('share.failed')}</Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The plan's share sheet: the plain link (for her own devices: it opens only for her), and "invite my
 * husband" with who follows the plan and a way to end it.
 */
export function ShareDialog({
  planId,
  open,
  onClose,
  withHusband = true,
}: {
  planId: string;
  open: boolean;
  onClose: () => void;
  /** Whom her plan is shared with is hers to decide: an admin reading her plan gets the link alone. */
  withHusband?: boolean;
}) {
  const { t } = useTranslation('plan');

  // Said inside the sheet: while it is open, the rest of the page (the toasts included) is hidden from
  // assistive technology.
  const [plainOutcome, setPlainOutcome] = useState<'copied' | 'failed' | null>(null);

  const handlePlainShare = async () => {
    const url = new URL(paths.results(planId), window.location.origin).href;
    const outcome = await shareLink(navigator, { title: t('full.shareTitle'), url });
    setPlainOutcome(outcome === 'copied' || outcome === 'failed' ? outcome : null);
  };
  const close = () => {
    setPlainOutcome(null);
    onClose();
  };

  return (
    <TitledDialog title={t('share.title')} open={open} onClose={close}>
      <DialogContent>
        <Stack spacing={3} divider={<Divider flexItem />}>
          {withHusband && <HusbandSection planId={planId} open={open} />}
          <Box>
            <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void handlePlainShare()}>
              {t('share.plainLink')}
            </Button>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
              {t('share.plainLinkHelp')}
            </Typography>
            {plainOutcome === 'copied' && (
              <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
                <strong>{t('full.linkCopied')}</strong> {t('full.linkCopiedDescription')}
              </Alert>
            )}
            {plainOutcome === 'failed' && (
              <Alert severity="error" sx={{ mt: 1.5 }}>
                <strong>{t('full.shareFailed')}</strong> {t('full.shareFailedDescription')}
              </Alert>
            )}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('share.close')}</Button>
      </DialogActions>
    </TitledDialog>
  );
}
