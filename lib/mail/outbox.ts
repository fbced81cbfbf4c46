import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir, type OutboxEntry } from './send-mail';

/** The outbox, newest first; optionally only the messages sent to one address. */
export function listOutbox(to?: string, limit = 100): OutboxEntry[] {
  const dir = outboxDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxEntry)
    .filter((entry) => !to || entry.to.toLowerCase() === to.toLowerCase())
    .slice(0, limit);
}
