import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { clearPersonalCaches } from '@/lib/offline-cache';
import { clearPersonalData } from '@/lib/storage';

export async function logout(): Promise<void> {
  const { successSchema } = await import('@nasl/core/responses');
  await api.post('/api/auth/logout', successSchema);
}

/** Logout ends with a full reload of `/`; nothing personal stays on the device. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onError: (error) => console.error('Logout failed', error),
    onSettled: async () => {
      clearPersonalData(window.localStorage);
      clearPersonalData(window.sessionStorage);
      queryClient.clear();
      // The plans and pages kept for offline use go too; a failure must not keep the person signed in here.
      await clearPersonalCaches().catch((error: unknown) =>
        console.error('Clearing offline data failed', error),
      );
      window.location.assign(paths.home);
    },
  });
}
