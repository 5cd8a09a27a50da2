import type { UsDepositCreated, UsDepositProcessed } from '@portal/contract';
import { apiPost } from '@portal/shared-utils';
import { useMutation } from '@tanstack/react-query';

/**
 * A US deposit to request: the method, the amount in cents, where a registration page returns to,
 * and the location check's geo packet.
 */
export interface UsDepositOrder {
  methodId: number;
  amount: number;
  returnUrl: string;
  failedUrl: string;
  geoPacket: string;
}

/** A US deposit request to confirm with the widget's payment token and a fresh geo packet. */
export interface UsPayment {
  id: number;
  token: string;
  geoPacket: string;
}

/**
 * POST /deposit/paysafe/create: a US deposit request (spec 2 §7, the variant with return_url and
 * failed_url), with the location check's geo packet.
 */
export async function createUsDeposit(order: UsDepositOrder) {
  const body = {
    deposit_request_type_id: order.methodId,
    amount: order.amount,
    return_url: order.returnUrl,
    failed_url: order.failedUrl,
    geo_packet: order.geoPacket,
  };
  return (await apiPost<UsDepositCreated>('/deposit/paysafe/create', body)).data;
}

/**
 * POST /deposit/paysafe/{id}/process: confirms the request with the widget's payment token and a
 * fresh geo packet (the one sent with the request may have expired in the widget).
 */
export async function processUsDeposit({ id, token, geoPacket }: UsPayment) {
  const body = { token, geo_packet: geoPacket };
  return (await apiPost<UsDepositProcessed>(`/deposit/paysafe/${id}/process`, body)).data;
}

/** Requests a US deposit. */
export function useCreateUsDeposit() {
  return useMutation({ mutationFn: createUsDeposit });
}

/** Confirms a US deposit request. */
export function useProcessUsDeposit() {
  return useMutation({ mutationFn: processUsDeposit });
}
