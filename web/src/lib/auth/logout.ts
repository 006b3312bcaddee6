import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api/api-client';
import { paths } from '@/config/paths';
import { clearPersonalCaches } from '@/lib/device/offline-cache';
import { thisDeviceEndpoint, unsubscribeThisDevice } from '@/lib/device/push-device';
import { clearPersonalData } from '@/lib/device/storage';

/**
 * Ends the person's sessions on the server. `endpoint` is this device's push subscription, read before the
 * device forgets it: the server forgets the device's reminders while the session still says whose they are.
 */
export async function logout(endpoint: string | null): Promise<void> {
  const { successMessageSchema, successSchema } = await import('@nasl/core/responses');
  if (endpoint) {
    await api
      .delete('/api/push-subscriptions', successMessageSchema, { endpoint })
      .catch((error: unknown) => console.error('The device’s reminders could not be forgotten', error));
  }
  await api.post('/api/auth/logout', successSchema);
}

/** Removes what the device keeps about the person: storage and the plans and pages kept for offline use. */
export async function forgetPersonalData(): Promise<void> {
  clearPersonalData(window.localStorage);
  clearPersonalData(window.sessionStorage);
  // A failure must not keep the person's data here silently: it is logged, and the rest still goes.
  await clearPersonalCaches().catch((error: unknown) => console.error('Clearing offline data failed', error));
  await unsubscribeThisDevice().catch((error: unknown) => console.error('Ending push failed', error));
}

/** Leaves a signed-out device: nothing personal stays, and `/` loads afresh (logout, a deleted account). */
export async function leaveSignedOut(queryClient: QueryClient): Promise<void> {
  queryClient.clear();
  await forgetPersonalData();
  window.location.assign(paths.home);
}

/**
 * Logout ends with a full reload of `/`, so nothing personal stays on the device, in storage or in memory.
 * The device forgets while the server ends the sessions, not after.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Read before forgetting: forgetting ends the subscription, after which the device has no endpoint.
      const endpoint = await thisDeviceEndpoint().catch(() => null);
      const forgotten = forgetPersonalData();
      try {
        await logout(endpoint);
      } finally {
        await forgotten;
      }
    },
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => {
      queryClient.clear();
      window.location.assign(paths.home);
    },
  });
}
