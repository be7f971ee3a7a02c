import { authCalls } from '@sofra/contracts/auth/auth.calls';
import type { CallInput } from '@sofra/contracts/core/call';
import { post } from '../../../lib/post';
import { setUser } from '../../../lib/session';

export type ProfileInput = CallInput<typeof authCalls.saveUser>;

export const saveProfile = async (input: ProfileInput) => {
  const user = await post(authCalls.saveUser, input, { loading: true });
  setUser(user);
  return user;
};
