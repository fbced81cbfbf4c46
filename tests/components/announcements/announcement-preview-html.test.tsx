import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PreviewHtml } from '@/features/announcements/components/preview-html';

type Pwned = { __pwned?: number };

function preview(html: string): HTMLElement {
  return render(<PreviewHtml html={html} />).container;
}

describe('PreviewHtml (the admin form’s preview of a modal)', () => {
  afterEach(() => delete (window as Pwned).__pwned);

  it('keeps the allowed formatting', () => {
    const container = preview('<h2>Nouveau</h2><p>Le forfait <strong>Smart</strong> et <em>Pro</em></p><ul><li>un</li></ul><a href="https://example.com/a">lien</a>');

    expect(container.querySelector('h2')?.textContent).toBe('Nouveau');
    expect(container.querySelector('p strong')?.textContent).toBe('Smart');
    expect(container.querySelector('p em')?.textContent).toBe('Pro');
    expect(container.querySelectorAll('ul li')).toHaveLength(1);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/a');
  });

  it('runs and keeps no script, event handler or javascript: link', () => {
    const container = preview('<p>Lisez</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><a href="javascript:window.__pwned=3">x</a><p onclick="window.__pwned=4">clic</p>');

    expect(container.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(container.textContent).not.toContain('__pwned');
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.querySelector('img')).toBeNull();
    expect((window as Pwned).__pwned).toBeUndefined();
  });

  it('shows only https images, always with an alt', () => {
    const container = preview('<img src="https://cdn.example.com/a.png"><img src="http://cdn.example.com/b.png" alt="b"><img src="data:image/png;base64,AAAA">');

    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('src')).toBe('https://cdn.example.com/a.png');
    expect(images[0]!.getAttribute('alt')).toBe('');
  });

  it('keeps the text of unknown tags, and drops what styles and scripts hold', () => {
    const container = preview('<div><span>garde</span></div><style>p { color: red }</style><iframe src="https://evil.example"></iframe>');

    expect(container.innerHTML).toBe('garde');
  });
});
