import { apiPost } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';

/** POST /deposit/zepto/register: the player's PayID (the same on every call). */
export async function registerPayId(): Promise<string> {
  return (await apiPost<{ data: { payid: string } }>('/deposit/zepto/register')).data.data.payid;
}

/** Registers the player's PayID. */
export function useRegisterPayId() {
  return useMutation({ mutationFn: registerPayId });
}
