import type { User } from '@nasl/core/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authStatusQueryKey, startSignedInSession } from './get-auth-status';

/** A request whose success signs this browser in (login, sign-up, a new password): the person shows at once. */
export function useSigningInMutation<Request, Answer>(
  request: (body: Request) => Promise<Answer>,
  userOf: (answer: Answer) => User,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => {
      void startSignedInSession(queryClient, userOf(answer));
    },
  });
}

/** A request that changes who or what the session names (a verified or recovered address): asked again after. */
export function useSessionChangingMutation<Request, Answer>(request: (body: Request) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authStatusQueryKey }),
  });
}
