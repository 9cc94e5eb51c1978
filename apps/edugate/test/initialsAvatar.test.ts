import { describe, expect, it } from 'vitest';
import { initialsAvatar } from '../src/session/initialsAvatar';

const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

describe('initialsAvatar', () => {
  it('draws the first and last initials as a small SVG data: URL', () => {
    const url = initialsAvatar('grace brewster hopper');
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(svgOf(url)).toContain('>GH</text>');
    expect(url.length).toBeLessThan(400);
    // A URL with nothing left to escape: no spaces, quotes or angle brackets.
    expect(url).not.toMatch(/[\s<>#"]/);
  });

  it('is deterministic and spreads names over the palette', () => {
    expect(initialsAvatar('Ada Lovelace')).toBe(initialsAvatar('  Ada Lovelace '));
    const fills = new Set(
      ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Mary Jackson'].map(
        (name) => /fill='(#[0-9a-f]{6})'/.exec(svgOf(initialsAvatar(name)))?.[1],
      ),
    );
    expect(fills.size).toBeGreaterThan(1);
  });

  it('handles one word, non-Latin letters, markup characters and an empty name', () => {
    expect(svgOf(initialsAvatar('Plato'))).toContain('>P</text>');
    expect(svgOf(initialsAvatar('Ömer Şahin'))).toContain('>ÖŞ</text>');
    expect(svgOf(initialsAvatar('<script> &co'))).toContain('>&#60;&#38;</text>');
    expect(svgOf(initialsAvatar('   '))).toContain('>?</text>');
  });
});
