import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

/**
 * The result of a step, in the page rather than a passing toast: success is announced politely
 * (role status), a failure at once (role alert).
 */
export function OutcomeMessage({ success, children }: { success: boolean; children: ReactNode }) {
  return (
    <Alert severity={success ? 'success' : 'error'} role={success ? 'status' : 'alert'} sx={{ mb: 3 }}>
      {children}
    </Alert>
  );
}
