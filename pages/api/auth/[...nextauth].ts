import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions, CLIENT_IP_HEADER } from '@/features/auth/server/next-auth-options';
import { AppError } from '@/lib/errors';
import { limitedAddress, publicOrigin } from '@/lib/http/request-info';
import { assertUnderLimit } from '@/lib/rate-limit';

/**
 * next-auth's endpoints (spec §2: session, csrf, providers, signin, callback, signout, error, _log).
 * A credential sign-in is refused first when its IP or e-mail has used up its failed attempts (counted by the
 * credentials provider); the refusal keeps next-auth's answer shape ({ url } with an error), so the sign-in form
 * shows the catalogue message. The provider learns the caller's address from a header set here on every request, over
 * any the caller sent, so that no path into next-auth counts failures on an address the caller chose.
 */
export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  const address = limitedAddress(req);
  req.headers[CLIENT_IP_HEADER] = address;
  const isCredentialsSignIn = req.method === 'POST' && req.query.nextauth?.[0] === 'callback' && req.query.nextauth?.[1] === 'credentials';
  if (isCredentialsSignIn) {
    try {
      await assertUnderLimit('signInPerIp', address);
      const email = typeof req.body?.email === 'string' ? req.body.email.trim() : '';
      if (email) await assertUnderLimit('signInPerEmail', email);
    } catch (error) {
      if (!(error instanceof AppError) || error.errorCode !== 'TOO_MANY_REQUESTS') throw error;
      res.setHeader('Retry-After', error.headers?.['Retry-After'] ?? '60');
      res.status(429).json({ url: `${publicOrigin(req)}/api/auth/error?error=TOO_MANY_REQUESTS` });
      return;
    }
  }
  return NextAuth(req, res, buildAuthOptions());
}
