import { createElement, Fragment, useMemo, type ReactNode } from 'react';

// The tags and URL schemes the API keeps in a modal (features/announcements/server/sanitize.ts).
const keptTags = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'img']);
const linkSchemes = ['http:', 'https:', 'mailto:'];
// Removed with what they hold; any other unknown tag is removed but its text is kept, as the server does.
const droppedWithContent = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head']);

function safeUrl(value: string | null, schemes: string[]): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return schemes.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined; // relative or malformed: left out of the preview
  }
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (droppedWithContent.has(tag)) return null;
  const children = Array.from(element.childNodes, (child, index) => toReact(child, `${key}.${index}`));
  if (!keptTags.has(tag)) return <Fragment key={key}>{children}</Fragment>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'img') {
    const src = safeUrl(element.getAttribute('src'), ['https:']);
    // An admin's own https image, shown at its size like the published modal shows it; next/image would resize it.
    // eslint-disable-next-line @next/next/no-img-element
    return src ? <img key={key} src={src} alt={element.getAttribute('alt') ?? ''} /> : null;
  }
  if (tag === 'a') {
    return (
      <a key={key} href={safeUrl(element.getAttribute('href'), linkSchemes)} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, children);
}

/**
 * The preview of a modal's HTML while the admin types it, before the server has sanitized anything. It never goes
 * through innerHTML: the text is parsed into an inert document (DOMParser runs no script and loads no image), and
 * only the allowed tags are rebuilt as React elements, with no attribute but a checked href, src or alt. React then
 * escapes every text. So the preview cannot run what the admin pasted; it approximates what the server will keep.
 */
export function PreviewHtml({ html }: { html: string }) {
  const nodes = useMemo(() => {
    if (typeof DOMParser === 'undefined') return html;
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return Array.from(body.childNodes, (child, index) => toReact(child, String(index)));
  }, [html]);
  return <>{nodes}</>;
}
