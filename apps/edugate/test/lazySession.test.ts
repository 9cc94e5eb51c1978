/**
 * The session the app gives the UI while the Firebase SDK may not be there: when the SDK loads,
 * what the UI sees meanwhile, and the hint it keeps for the next visit. The adapter is a stand-in;
 * firebaseSession.test.ts covers the real one against the Auth emulator.
 */
import type { Session } from '@edugate/ui/session';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { hasSessionHint, LazySession, type LoadAdapter } from '../src/session';

const config = readConfig({});

function fakeAdapter(status: Session['status']) {
  const listeners = new Set<(session: Session) => void>();
  const session: Session = {
    status,
    user:
      status === 'signedIn' ? { email: 'ada@example.com', displayName: 'Ada', photoURL: '' } : null,
    signIn: vi.fn(async () => undefined),
    signInWithGoogle: vi.fn(async () => undefined),
    signInWithGithub: vi.fn(async () => undefined),
    register: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    getIdToken: vi.fn(async () => (status === 'signedIn' ? 'token' : null)),
    sendPasswordReset: vi.fn(async () => undefined),
    updateProfile: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    forgetDeletedAccount: vi.fn(async () => undefined),
  };
  const adapter = {
    session,
    subscribe: (listener: (s: Session) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (next: Session) => {
      adapter.session = next;
      for (const listener of listeners) listener(next);
    },
  };
  return adapter;
}

describe('LazySession on a device without a session', () => {
  it('is signed out at once and loads nothing until asked', async () => {
    const load = vi.fn<LoadAdapter>();
    const source = new LazySession(config, { hasSession: false, load });
    expect(source.session.status).toBe('signedOut');
    expect(source.initialSession).toBe(source.session);
    // A secured API call asks for a token: there is none, and no reason to load the SDK for it.
    await expect(source.session.getIdToken()).resolves.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads sign-in for an action and runs the action on it', async () => {
    const adapter = fakeAdapter('signedOut');
    const load = vi.fn<LoadAdapter>(async () => adapter);
    const source = new LazySession(config, { hasSession: false, load });
    await source.session.signIn('ada@example.com', 'Engine-1843!');
    expect(load).toHaveBeenCalledTimes(1);
    expect(adapter.session.signIn).toHaveBeenCalledWith('ada@example.com', 'Engine-1843!');
  });

  it('load() starts it once, then follows the adapter and keeps the hint current', async () => {
    const adapter = fakeAdapter('signedOut');
    const load = vi.fn<LoadAdapter>(async () => adapter);
    const remember = vi.fn();
    const source = new LazySession(config, { hasSession: false, load, remember });
    const seen: Session['status'][] = [];
    source.subscribe((session) => seen.push(session.status));
    await Promise.all([source.load(), source.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(remember).toHaveBeenLastCalledWith(false);
    adapter.emit(fakeAdapter('signedIn').session);
    expect(source.session.status).toBe('signedIn');
    expect(remember).toHaveBeenLastCalledWith(true);
    expect(seen).toEqual(['signedIn']);
  });

  it("stays signed out while sign-in loads: no 'loading' in between, nothing published", async () => {
    // The SDK reads its storage first ('loading'), then finds no one: the page's status must not
    // flicker, since an update then reaches parts of the page that are still hydrating.
    const adapter = fakeAdapter('loading');
    const load = vi.fn<LoadAdapter>(async () => adapter);
    const source = new LazySession(config, { hasSession: false, load });
    const seen: Session['status'][] = [];
    source.subscribe((session) => seen.push(session.status));
    await source.load();
    expect(source.session.status).toBe('signedOut');
    adapter.emit(fakeAdapter('signedOut').session);
    expect(source.session.status).toBe('signedOut');
    expect(seen).toEqual([]);
    // Its actions still run on the adapter.
    await source.session.signIn('ada@example.com', 'Engine-1843!');
    expect(adapter.session.signIn).toHaveBeenCalledWith('ada@example.com', 'Engine-1843!');
  });
});

describe('LazySession on a device with a session', () => {
  it("loads sign-in at once and is 'loading' until the adapter answers", async () => {
    const adapter = fakeAdapter('signedIn');
    const load = vi.fn<LoadAdapter>(async () => adapter);
    const remember = vi.fn();
    const source = new LazySession(config, { hasSession: true, load, remember });
    expect(load).toHaveBeenCalledTimes(1);
    expect(source.session.status).toBe('loading');
    await source.load();
    expect(source.session.status).toBe('signedIn');
    expect(remember).toHaveBeenCalledWith(true);
    await expect(source.session.getIdToken()).resolves.toBe('token');
  });

  it('falls back to signed out when the SDK cannot load, and says so to actions', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = new LazySession(config, {
      hasSession: true,
      load: () => Promise.reject(new Error('offline')),
    });
    await expect(source.load()).rejects.toThrow('Sign-in is unavailable right now.');
    expect(source.session.status).toBe('signedOut');
    await expect(source.session.signIn('a@b.c', 'x')).rejects.toThrow('Sign-in is unavailable');
    expect(error).toHaveBeenCalledWith('Could not load sign-in', expect.any(Error));
    error.mockRestore();
  });
});

describe('the session hint', () => {
  it('reads edugate_signed_in=1 from a Cookie header and nothing else', () => {
    expect(hasSessionHint('theme=dark; edugate_signed_in=1')).toBe(true);
    expect(hasSessionHint('edugate_signed_in=1')).toBe(true);
    expect(hasSessionHint('edugate_signed_in=0')).toBe(false);
    expect(hasSessionHint('xedugate_signed_in=1')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });
});
