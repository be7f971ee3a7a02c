import { useMutation } from '@tanstack/react-query';
import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { CallInput } from '@sofra/contracts/core/call';
import { post } from '../../../lib/post';
import { setUser } from '../../../lib/session';

export type ProfileInput = CallInput<typeof authCalls.saveUser>;

/** Saves the signed-in user's profile; the session's user (header, profile menu) follows. */
export const useSaveProfile = () =>
  useMutation({
    mutationFn: (input: ProfileInput) => post(authCalls.saveUser, input, { loading: true }),
    onSuccess: (user) => setUser(user),
  });
