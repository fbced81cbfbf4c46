import type { NextAuthOptions } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '@/lib/auth/access-token';
import { getAuthSecret } from '@/lib/auth/secret';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { consumeLimit, resetLimit } from '@/lib/rate-limit';
import { roleSchema, signInSchema } from '../schemas';
import { authenticate } from './authenticate';
import { journalSignIn } from './journal-sign-in';

/** Set by pages/api/auth/[...nextauth].ts from the socket (or a trusted proxy), over any value a caller sent. */
export const CLIENT_IP_HEADER = 'x-merch-client-ip';

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
// The API token is short-lived; the session renews it when less than this is left.
const RENEW_BEFORE_MS = 30 * 60 * 1000;

/**
 * next-auth signs users in with e-mail and password and keeps a JWT session cookie.
 * The session carries a separate short-lived API access token (spec §3: accessToken, role, id).
 * Refusals are thrown as their catalogue code, which next-auth hands back as the `error` of the sign-in result.
 */
export function buildAuthOptions(): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/signin', error: '/signin' },
    providers: [
      CredentialsProvider({
        id: 'credentials',
        name: 'E-mail',
        credentials: { email: { type: 'email' }, password: { type: 'password' }, role: { type: 'text' } },
        async authorize(credentials, req) {
          const parsed = signInSchema.safeParse(credentials);
          if (!parsed.success) throw new Error('BAD_CREDENTIALS');
          const requestedRole = roleSchema.safeParse(credentials?.role);
          const ip = String(req.headers?.[CLIENT_IP_HEADER] ?? 'unknown');
          try {
            const user = await authenticate({ ...parsed.data, role: requestedRole.success ? requestedRole.data : undefined });
            await resetLimit('signInPerEmail', parsed.data.email);
            await journalSignIn(user);
            return user;
          } catch (error) {
            if (error instanceof AppError && error.errorCode === 'BAD_CREDENTIALS') await countFailure(ip, parsed.data.email);
            if (error instanceof AppError) throw new Error(error.errorCode);
            await reportError(error, { where: 'sign-in' });
            throw new Error('UNEXPECTED_ERROR');
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger, session }) {
        if (user) {
          token.sub = user.id;
          token.role = user.role;
          token.tv = user.tokenVersion;
          token.accessTokenExpires = 0;
        }
        if (trigger === 'update') await adoptSwitchedRole(token, session);
        if (token.sub && token.role && (token.accessTokenExpires ?? 0) - Date.now() < RENEW_BEFORE_MS) {
          token.accessToken = await signAccessToken({ userId: token.sub, role: token.role, tokenVersion: token.tv ?? 0 });
          token.accessTokenExpires = Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000;
        }
        return token;
      },
      async session({ session, token }) {
        session.accessToken = token.accessToken ?? '';
        session.user = { ...session.user, id: token.sub ?? '', role: token.role ?? 'client' };
        return session;
      },
    },
  };
}

/** After PUT /v1/auth/me (or a password change), the client posts the new token to the session; we keep it only if it is genuine and ours. */
async function adoptSwitchedRole(token: JWT, update: unknown) {
  const accessToken = (update as { accessToken?: unknown } | undefined)?.accessToken;
  if (typeof accessToken !== 'string') return;
  const claims = await verifyAccessToken(accessToken);
  if (!claims || claims.userId !== token.sub) return;
  token.role = claims.role;
  token.tv = claims.tokenVersion; // a password change moves the version on
  token.accessToken = accessToken;
  token.accessTokenExpires = claims.expiresAt * 1000;
}

/** A failed sign-in counts against its IP and its e-mail; passing the limit here only blocks the next attempts. */
async function countFailure(ip: string, email: string): Promise<void> {
  await Promise.allSettled([consumeLimit('signInPerIp', ip), consumeLimit('signInPerEmail', email)]);
}
