import type { DefaultSession } from 'next-auth';

type Role = 'client' | 'seller' | 'admin';

declare module 'next-auth' {
  /** Spec §3: the user session holds accessToken, role and id. */
  interface Session {
    accessToken: string;
    user: { id: string; role: Role } & DefaultSession['user'];
  }
  interface User {
    id: string;
    role: Role;
    tokenVersion: number;
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: Role;
    tv?: number;
    accessToken?: string;
    accessTokenExpires?: number;
  }
}
