import { describe, expect, it } from 'vitest';
import { returnPathFrom, returnStateFor, returnStateOf } from './returnPath';

const at = (search: string, state: unknown = null) => ({ search, state });

describe('where sign-in returns to', () => {
  it('prefers the router state an in-app redirect left', () => {
    const state = returnStateFor({ pathname: '/add-course', search: '', hash: '' });
    expect(returnPathFrom(returnStateOf(at('?redirectTo=%2Fmy-jobs', state)))).toBe('/add-course');
  });

  it("reads the page server's redirectTo, with its query and hash", () => {
    const state = returnStateOf(at('?redirectTo=%2Fcourses%2Fc-1%3Ftab%3Dreviews%23top'));
    expect(state).toEqual({
      from: { pathname: '/courses/c-1', search: '?tab=reviews', hash: '#top' },
      // Only a protected page's redirect carries the parameter: /login says why it opened.
      guarded: true,
    });
    expect(returnPathFrom(state)).toBe('/courses/c-1?tab=reviews#top');
  });

  it('keeps whether a protected page sent the visitor, from the router state', () => {
    const from = { pathname: '/my-certificates' };
    expect(returnStateOf({ state: { from, guarded: true }, search: '' })).toEqual({
      from,
      guarded: true,
    });
    expect(returnStateOf({ state: { from }, search: '' })).toEqual({ from });
  });

  it('never leaves the site, nor returns to the sign-in screens', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'x']) {
      expect(returnPathFrom(returnStateOf(at(`?redirectTo=${encodeURIComponent(target)}`)))).toBe(
        '/',
      );
    }
    expect(returnPathFrom(returnStateOf(at('?redirectTo=%2Flogin')))).toBe('/');
    expect(returnPathFrom(returnStateOf(at('')))).toBe('/');
  });
});
