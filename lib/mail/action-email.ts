import type { MailMessage } from './send-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The one layout of our e-mails: greeting, a few lines, one button with its link in clear, closing lines, signature. */
export function actionEmail(message: {
  locale: string;
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: { label: string; link: string };
  after: string[];
  signature: string;
}): MailMessage {
  const text = [message.greeting, '', ...message.lines, '', `${message.action.label} : ${message.action.link}`, '', ...message.after, '', message.signature].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html><html lang="${message.locale}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(message.greeting)}</p>
${paragraphs(message.lines)}
<p><a href="${escapeHtml(message.action.link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>
<p style="font-size:13px">${escapeHtml(message.action.link)}</p>
${paragraphs(message.after)}
<p>${escapeHtml(message.signature)}</p>
</body></html>`;
  return { to: message.to, subject: message.subject, text, html };
}
