import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A part of the message that is not text: an attachment, or an inline image its HTML shows by Content-ID. */
export interface CaughtAttachment {
  contentType: string;
  /** The Content-ID without its angle brackets, or null. */
  cid: string | null;
  disposition: string | null;
  content: Buffer;
}

export interface CaughtMail {
  /** The envelope: MAIL FROM and RCPT TO. */
  from: string;
  to: string[];
  /** Header values by lowercased name, unfolded. */
  headers: Map<string, string>;
  /** The text/plain part, its transfer encoding undone. */
  text: string;
  /** The text/html part, its transfer encoding undone, or null. */
  html: string | null;
  attachments: CaughtAttachment[];
}

/** Undoes quoted-printable: soft line breaks, then =XX bytes, read as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?R=C3=A9init...?=`), which mailers use for non-ASCII headers. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

interface Leaf {
  headers: Map<string, string>;
  body: string;
}

/** The leaves of a raw message: the whole body, or every part of its (nested) multiparts. */
function leavesOf(headers: Map<string, string>, body: string): Leaf[] {
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const [partHeaderBlock, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      return leavesOf(parseHeaders(partHeaderBlock ?? ''), rest.join('\r\n\r\n').replace(/\r?\n$/, ''));
    });
}

function decodedText({ headers, body }: Leaf): string {
  const encoding = headers.get('content-transfer-encoding');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function readMessage(headers: Map<string, string>, body: string): Pick<CaughtMail, 'text' | 'html' | 'attachments'> {
  const leaves = leavesOf(headers, body);
  const typeOf = (leaf: Leaf) => leaf.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const text = leaves.find((leaf) => typeOf(leaf) === 'text/plain');
  if (!text) throw new Error('No text/plain part in the message');
  const html = leaves.find((leaf) => typeOf(leaf) === 'text/html');
  const attachments = leaves
    .filter((leaf) => !typeOf(leaf).startsWith('text/'))
    .map((leaf) => ({
      contentType: typeOf(leaf),
      cid: leaf.headers.get('content-id')?.replace(/^<|>$/g, '') ?? null,
      disposition: leaf.headers.get('content-disposition')?.split(';')[0]?.trim() ?? null,
      content: leaf.headers.get('content-transfer-encoding') === 'base64' ? Buffer.from(leaf.body, 'base64') : Buffer.from(leaf.body, 'binary'),
    }));
  return { text: decodedText(text), html: html ? decodedText(html) : null, attachments };
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no authentication) that keeps every message it is given,
 * so a test can check what the app really sends when SMTP_URL is set.
 */
export async function startSmtpCatcher() {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const headers = parseHeaders(raw.slice(0, split));
        const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((address) => address.address), headers, ...readMessage(headers, body) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
