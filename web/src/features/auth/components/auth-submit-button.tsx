import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/** A login or sign-up form's submit button, busy while its request runs. */
export function AuthSubmitButton({ loading, children }: { loading: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      loading={loading}
      // The pre-rendered form works only once the app runs: before that, a submit would send the
      // fields to the page's address in the query string.
      disabled={!hydrated}
    >
      {children}
    </Button>
  );
}
