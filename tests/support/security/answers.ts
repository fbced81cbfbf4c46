import { isErrorCode } from '@/lib/errors/codes';
import type { RawAnswer } from './http';

/** What must never reach a caller: stack frames, error names, SQL, paths of the server. */
const leaks: { name: string; pattern: RegExp }[] = [
  { name: 'a stack frame', pattern: /^\s+at\s/m },
  { name: 'an error message', pattern: /\b\w*Error:/ },
  { name: 'SQL', pattern: /\bselect\s[\s\S]{0,200}?\bfrom\s|\binsert into\b|\bupdate\s+"?\w+"?\s+set\b|\bdelete from\b|\bviolates\b.*\bconstraint\b/i },
  { name: 'a server path', pattern: /\/work\/|node_modules|\.next\/server/ },
];

/** The leaks found in an answer's text. */
export function leaksIn(text: string): string[] {
  return leaks.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

/**
 * What is wrong with an answer to bad input, or null when it is right: below 500, a 4xx carries a catalogue
 * errorCode in a JSON body, and nothing of the server's insides shows.
 */
export function problemWith(answer: RawAnswer): string | null {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  if (answer.status >= 400) {
    const code: unknown = answer.json?.errorCode;
    // The status may differ from the code's usual one on purpose (BAD_CREDENTIALS on a password change is a 403).
    if (!isErrorCode(code)) problems.push(`no catalogue errorCode (${code === undefined ? 'no JSON errorCode' : String(code)})`);
  }
  // An image or a PDF is bytes, not text a stack trace could hide in.
  const binary = /^(image|application\/pdf)/.test(String(answer.headers['content-type'] ?? ''));
  const leaked = binary ? [] : leaksIn(answer.text);
  if (leaked.length) problems.push(`leaks ${leaked.join(', ')}`);
  return problems.length ? `${problems.join('; ')} — ${answer.status} ${shorten(answer.text)}` : null;
}

export function shorten(text: string, max = 300): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max)}… (${text.length} chars)` : flat;
}
