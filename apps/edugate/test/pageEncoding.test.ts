import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import {
  encodedEtag,
  encodedPage,
  negotiateEncoding,
  type EncodedCopies,
} from '../src/server/pageEncoding';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0, br;q=0', null],
  ] as const)('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('encodedEtag', () => {
  it('names each encoding of a page apart, and leaves the page as it is alone', () => {
    expect(encodedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(encodedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(encodedEtag('"abc"', null)).toBe('"abc"');
  });
});

describe('encodedPage', () => {
  it('compresses a page once per encoding, however many ask at the same time', async () => {
    const copies: EncodedCopies = new Map();
    const html = '<p>EduGate</p>'.repeat(100);
    const asked = [1, 2, 3].map(() => encodedPage(copies, html, 'br'));
    expect(new Set(asked).size).toBe(1);
    expect(brotliDecompressSync(await asked[0]!).toString()).toBe(html);
    expect(encodedPage(copies, html, 'br')).toBe(asked[0]);
    expect([...copies.keys()]).toEqual(['br']);
  });
});
