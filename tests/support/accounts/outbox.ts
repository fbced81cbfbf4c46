import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '@/lib/mail';

/** The messages the app wrote to the outbox of `dataDir` for `to`, oldest first (read from the files themselves). */
export function mailsTo(dataDir: string, to: string): OutboxEntry[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxEntry)
    .filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The link to `pagePath` (e.g. `/verify-email`) in a mail's text, and its token. Throws when the mail has none. */
export function linkIn(text: string, pagePath: string): { link: URL; token: string } {
  const match = text.match(new RegExp(`https?://\\S+${pagePath.replace(/\//g, '\\/')}\\?token=[A-Za-z0-9_%-]+`));
  if (!match) throw new Error(`No ${pagePath} link in:\n${text}`);
  const link = new URL(match[0]);
  return { link, token: link.searchParams.get('token')! };
}
