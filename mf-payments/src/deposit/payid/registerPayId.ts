import { apiPost } from '@portal/shared-utils';

/** POST /deposit/zepto/register: the player's PayID (the same on every call). */
export async function registerPayId(): Promise<string> {
  return (await apiPost<{ data: { payid: string } }>('/deposit/zepto/register')).data.data.payid;
}
