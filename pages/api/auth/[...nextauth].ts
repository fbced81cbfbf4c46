import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/features/auth/server/next-auth-options';
import { AppError } from '@/lib/errors';
import { clientIp, publicOrigin } from '@/lib/http/request-info';
import { consumeLimit } from '@/lib/rate-limit';

/**
 * next-auth's endpoints (spec §2: session, csrf, providers, signin, callback, signout, error, _log).
 * Credential sign-ins are rate-limited per IP and per e-mail first; a refusal keeps next-auth's answer shape
 * ({ url } with an error), so the sign-in form shows the catalogue message.
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const isCredentialsSignIn = req.method === 'POST' && req.query.nextauth?.[0] === 'callback' && req.query.nextauth?.[1] === 'credentials';
  if (isCredentialsSignIn) {
    try {
      await consumeLimit('signInPerIp', clientIp(req));
      const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
      if (email) await consumeLimit('signInPerEmail', email);
    } catch (error) {
      if (!(error instanceof AppError) || error.errorCode !== 'TOO_MANY_REQUESTS') throw error;
      res.setHeader('Retry-After', error.headers?.['Retry-After'] ?? '60');
      res.status(429).json({ url: `${publicOrigin(req)}/api/auth/error?error=TOO_MANY_REQUESTS` });
      return;
    }
  }
  return NextAuth(req, res, buildAuthOptions());
}
