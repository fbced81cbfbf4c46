import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client';
import type { signUpSchema } from './schemas';
import type { SignUpResult } from './types';

// Every call of this domain is made by someone who is not signed in yet (spec §7: no credentials).

export type SignUpBody = z.input<typeof signUpSchema>;

export function useSignUp() {
  return useMutation({
    mutationFn: (body: SignUpBody) => apiFetch<SignUpResult>('/v1/clients', { method: 'POST', body, auth: false }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ email: string }>('/v1/verify-email', { method: 'POST', body: { token }, auth: false }),
  });
}

/** Answers 204 whether or not the address has an account waiting for confirmation. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => apiFetch<void>('/v1/resend-verification', { method: 'POST', body: { email }, auth: false }),
  });
}

/** Answers 204 whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiFetch<void>('/v1/request-reset-password', { method: 'POST', body: { email }, auth: false }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => apiFetch<void>('/v1/reset-password', { method: 'POST', body, auth: false }),
  });
}
