// The HTTP edge of the accounts domain: limits and origins are read here, the rules live in the operations.
import type { IncomingMessage } from 'node:http';
import { limitedAddress, publicOrigin } from '@/lib/http/request-info';
import { consumeLimit } from '@/lib/rate-limit';
import type { SignUpInput } from '../schemas';
import { requestPasswordReset, resetPassword } from './password-reset';
import { signUp } from './sign-up';
import { resendVerification, verifyEmail } from './verify-email';

export async function signUpFromRequest(req: IncomingMessage, input: SignUpInput) {
  await consumeLimit('signUpPerIp', limitedAddress(req));
  return signUp(input, publicOrigin(req));
}

export async function resendVerificationFromRequest(req: IncomingMessage, email: string) {
  await consumeLimit('resetRequestPerIp', limitedAddress(req));
  await consumeLimit('resendVerificationPerEmail', email);
  await resendVerification(email, publicOrigin(req));
}

export async function requestPasswordResetFromRequest(req: IncomingMessage, email: string) {
  await consumeLimit('resetRequestPerIp', limitedAddress(req));
  await consumeLimit('resetRequestPerEmail', email);
  await requestPasswordReset(email, publicOrigin(req));
}

export async function resetPasswordFromRequest(req: IncomingMessage, token: string, password: string) {
  await consumeLimit('resetPerIp', limitedAddress(req));
  await resetPassword(token, password);
}

export { verifyEmail };
