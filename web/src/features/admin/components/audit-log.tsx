import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import type { AdminAuditEntry, AdminAuditPerson } from '@nasl/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudit } from '../api/get-audit';
import { useAdminFormat } from '../hooks/use-admin-format';
import { loadedRows } from '../utils/pages';
import { ExportButton } from './export-button';
import { QueryError, TabLoader } from './query-state';
import { IdText, ListTable, PagedListEnd } from './table-parts';

/** A person the log names: their name and e-mail while the account exists, else "deleted account" and the id. */
function PersonCell({ person }: { person: AdminAuditPerson }) {
  const { t } = useTranslation('admin');
  if (!person.email) {
    return (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('audit.deletedAccount')}
        </Typography>
        <IdText>{person.id}</IdText>
      </>
    );
  }
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <bdi>{person.name?.trim() || t('users.unknown')}</bdi>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        <bdi>{person.email}</bdi>
      </Typography>
    </>
  );
}

/** Who did it: an admin, or for a refund made in Stripe's dashboard, Stripe. */
function ActorCell({ actor }: { actor: AdminAuditPerson | null }) {
  const { t } = useTranslation('admin');
  if (!actor) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('audit.stripe')}
      </Typography>
    );
  }
  return <PersonCell person={actor} />;
}

function SubjectCell({ entry }: { entry: AdminAuditEntry }) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <>
      {entry.targetUser && <PersonCell person={entry.targetUser} />}
      {entry.planId && (
        <Typography variant="body2">
          {t('audit.plan')} <IdText>{entry.planId}</IdText>
        </Typography>
      )}
      {entry.paymentsPseudonym && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('audit.paymentsKeptAs')} <IdText>{entry.paymentsPseudonym}</IdText>
        </Typography>
      )}
      {entry.amountCents !== null && entry.currency && (
        <Typography variant="body2">
          {t('audit.amount')} <bdi>{format.amount(entry.amountCents, entry.currency)}</bdi>
        </Typography>
      )}
      {entry.reason && (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('audit.reason')} <bdi>{entry.reason}</bdi>
        </Typography>
      )}
    </>
  );
}

/** The log's rows, loaded when the log is opened. */
function AuditEntries() {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  const auditQuery = useAudit({ enabled: true });
  const rows = loadedRows(auditQuery.data);

  if (auditQuery.isPending) return <TabLoader />;
  if (auditQuery.isError && !auditQuery.data) {
    return <QueryError error={auditQuery.error} onRetry={() => void auditQuery.refetch()} />;
  }
  return (
    <>
      <ListTable
        label={t('audit.title')}
        minWidth={760}
        columns={[
          { label: t('audit.columns.when') },
          { label: t('audit.columns.admin') },
          { label: t('audit.columns.action') },
          { label: t('audit.columns.subject') },
        ]}
        empty={rows.length > 0 ? null : t('audit.empty')}
      >
        {rows.map((entry) => (
          <TableRow key={entry.id} hover data-audit-action={entry.action}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(entry.createdAt)}</TableCell>
            <TableCell>
              <ActorCell actor={entry.actor} />
            </TableCell>
            <TableCell>{t(`audit.actions.${entry.action}`)}</TableCell>
            <TableCell>
              <SubjectCell entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </ListTable>
      <PagedListEnd query={auditQuery} shown={format.count(rows.length)} />
    </>
  );
}

/**
 * The admin audit log: who granted or removed rights, deleted a person, unlocked or refunded a plan (and
 * why), and when. Closed
 * at first, below the people: the Users tab's first render stays one query, and the log is asked for when
 * an admin opens it.
 */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const contentId = useId();
  const [open, setOpen] = useState(false);

  return (
    <Stack spacing={2} sx={{ mt: 4 }}>
      <Typography variant="h3" component="h2">
        {t('audit.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{t('audit.intro')}</Typography>
      <ExportButton table="audit" />
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {open ? t('audit.hide') : t('audit.show')}
      </Button>
      <Box id={contentId} hidden={!open}>
        {open && <AuditEntries />}
      </Box>
    </Stack>
  );
}
