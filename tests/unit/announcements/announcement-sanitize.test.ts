import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementContent } from '@/features/announcements/server/sanitize';

describe('sanitizeAnnouncementContent', () => {
  const hostile = [
    '<h2>Nouveautés</h2><p>Texte <strong>gras</strong> et <em>italique</em></p>',
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">piège</a>',
    '<a href="https://merch.example/aide" onclick="alert(1)">aide</a>',
    '<img src="http://insecure.example/x.png"><img src="https://cdn.example/x.png" alt="logo">',
    '<iframe src="https://evil.example"></iframe><p style="color:red">rouge</p>',
    '<ul><li>un</li></ul><a href="mailto:contact@merch.example">écrire</a>',
  ].join('');

  it('keeps the allowed HTML of a modal and nothing that can run', () => {
    const clean = sanitizeAnnouncementContent('modal', hostile);
    for (const forbidden of ['<script', 'onerror', 'onclick', 'javascript:', 'http://insecure', '<iframe', 'style=']) {
      expect(clean).not.toContain(forbidden);
    }
    expect(clean).toContain('<h2>Nouveautés</h2>');
    expect(clean).toContain('<strong>gras</strong>');
    expect(clean).toContain('<ul><li>un</li></ul>');
    expect(clean).toContain('<a href="https://merch.example/aide" rel="noopener noreferrer" target="_blank">aide</a>');
    expect(clean).toContain('<img alt="logo" src="https://cdn.example/x.png" />');
    expect(clean).toContain('href="mailto:contact@merch.example"');
    expect(clean).toContain('<a rel="noopener noreferrer" target="_blank">piège</a>');
    expect(sanitizeAnnouncementContent('modal', '<p>x</p><img src="https://cdn.example/deco.png">')).toContain('<img alt="" src="https://cdn.example/deco.png" />');
  });

  it('turns a banner into plain text, keeping its characters', () => {
    expect(sanitizeAnnouncementContent('banner', '<b>Soldes</b> & <script>x</script>nouveautés <i>été</i>')).toBe('Soldes & nouveautés été');
  });
});
