import type { InlineImage, MailMessage } from './send-mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * What the reader must see first (an order number to say at a stand), framed and big, with an image under it (its QR
 * code): the image travels inline with the message and the HTML shows it by its Content-ID.
 */
export interface EmailHighlight {
  lead: string;
  title: string;
  image?: InlineImage & { alt: string; size: number };
  caption: string;
}

function highlightHtml(highlight: EmailHighlight): string {
  const { image } = highlight;
  const img = image
    ? `<img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="${image.size}" height="${image.size}" style="display:block;margin:12px auto;background:#fff">`
    : '';
  return `<div style="margin:16px 0;padding:16px;border:2px solid #0f172a;border-radius:8px;text-align:center">
<p style="margin:0 0 8px">${escapeHtml(highlight.lead)}</p>
<p style="margin:0;font-size:32px;font-weight:bold">${escapeHtml(highlight.title)}</p>
${img}
<p style="margin:8px 0 0">${escapeHtml(highlight.caption)}</p>
</div>`;
}

/**
 * The one layout of our e-mails: greeting, a highlight if any, a few lines, one button with its link in clear, closing
 * lines, signature.
 */
export function actionEmail(message: {
  locale: string;
  to: string;
  subject: string;
  greeting: string;
  highlight?: EmailHighlight;
  lines: string[];
  action: { label: string; link: string };
  after: string[];
  signature: string;
}): MailMessage {
  const { highlight } = message;
  const highlightText = highlight ? [highlight.lead, highlight.title, highlight.caption, ''] : [];
  const text = [message.greeting, '', ...highlightText, ...message.lines, '', `${message.action.label} : ${message.action.link}`, '', ...message.after, '', message.signature].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = `<!doctype html><html lang="${message.locale}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(message.greeting)}</p>
${highlight ? highlightHtml(highlight) : ''}
${paragraphs(message.lines)}
<p><a href="${escapeHtml(message.action.link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(message.action.label)}</a></p>
<p style="font-size:13px">${escapeHtml(message.action.link)}</p>
${paragraphs(message.after)}
<p>${escapeHtml(message.signature)}</p>
</body></html>`;
  const image = highlight?.image;
  const inlineImages = image ? [{ cid: image.cid, filename: image.filename, contentType: image.contentType, content: image.content }] : undefined;
  return { to: message.to, subject: message.subject, text, html, ...(inlineImages ? { inlineImages } : {}) };
}
