import sanitizeHtml from 'sanitize-html';
import type { AnnouncementType } from '../types';

// What a modal may contain (issue: headings, paragraphs, lists, links with safe protocols, bold/italic, https images).
const modalOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'img'],
  // rel and target are set by the transform below, whatever the admin wrote.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
    // An image without alternative text fails accessibility: an empty alt marks it decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
  },
  // Only images from an https address: no relative or plain-http source, no empty tag left behind.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//.test(frame.attribs.src ?? ''),
};

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * Modal content is HTML written by an admin: it is cleaned when saved, and only the clean form is ever stored or
 * sent, so no script, event handler or javascript: link can reach a user's page. A banner is plain text.
 */
export function sanitizeAnnouncementContent(type: AnnouncementType, content: string): string {
  if (type === 'modal') return sanitizeHtml(content, modalOptions).trim();
  const text = sanitizeHtml(content, { allowedTags: [], allowedAttributes: {} });
  // React escapes text when it renders it: keep the characters, not their HTML entities.
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity).trim();
}
