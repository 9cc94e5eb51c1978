import { describe, expect, it } from 'vitest';
import { formatWalPosition, walPosition } from '../src/db/wal-position.ts';

describe('WAL positions (the X-Data-Position header)', () => {
  it('orders as the log does, not as the text does', () => {
    const positions = ['0/FFFFFFFF', '1/0', '0/3000148', '16/B374D848', '0/A'];
    const sorted = [...positions].sort((x, y) => {
      const a = walPosition(x) ?? 0n;
      const b = walPosition(y) ?? 0n;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    expect(sorted).toEqual(['0/A', '0/3000148', '0/FFFFFFFF', '1/0', '16/B374D848']);
  });

  it('is spelled back as the server spells it, and anything else is not a position', () => {
    expect(formatWalPosition(walPosition('16/b374d848') ?? 0n)).toBe('16/B374D848');
    for (const text of ['', '0', '0/', '/1', '0/1/2', 'G/1', '123456789/0', ' 0/1'])
      expect(walPosition(text), text).toBeNull();
  });
});
