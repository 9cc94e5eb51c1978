import type { DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { readConfig } from '../config';
import { SERVER_DATA_ID } from '../pageDocumentIds';
import { pageFor } from '../routing/match';
import { pageOf } from '../routing/pages';
import { createServices, hasSessionHint, loadDataLayer, rememberSession } from '../services';
import { replayEarlyInput } from './earlyInput';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/** The data a server render sent with its page (see ../server/pageDocument.ts). */
function serverData(): DehydratedState | undefined {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined; // The page still works: its queries fetch again.
  }
}

/**
 * Replays the clicks and text the inline keeper held (./earlyInput.ts) once the app has committed
 * its first render (a parent's effects run after its children's), and so stops the keeper, which
 * until then holds every click on a button. Around the app however it starts: a server render
 * hydrated, or the page drawn here (the page server sent index.html as it is because a render
 * failed, `vite preview`, or the build behind a static host), else no button would ever work. In
 * a hydrated page each input waits for its own part to hydrate.
 */
function ReplayEarlyInput({ children }: { children: ReactNode }) {
  useEffect(() => {
    void replayEarlyInput();
  }, []);
  return children;
}

function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  console.error('EduGate: the page differed from its server render', error, info.componentStack);
}

async function start(container: HTMLElement) {
  // The Firebase SDK loads now if this device has a session to restore (the first page does not
  // wait for it), else when the visitor first does something: a tap, a click or a key press, or
  // another tab signing in. A sign-in action loads it in any case.
  const services = createServices(readConfig(import.meta.env), {
    hasSession: hasSessionHint(document.cookie),
    remember: rememberSession,
  });
  const loadSignIn = () => void services.session.load().catch(() => undefined);
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, loadSignIn, { once: true, capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && hasSessionHint(document.cookie)) loadSignIn();
  });
  // The page's chunk and the data layer download side by side while React starts (a server
  // render has already linked them from its HTML, so they are on their way).
  // A failed download is not fatal here: the page's error boundary shows it and offers a reload.
  const ready = Promise.all([
    pageOf(pageFor(window.location.pathname).route).preload(),
    loadDataLayer(),
  ]).catch(() => undefined);

  if (container.firstElementChild) {
    // Hydrate only once the page's code is in, so nothing suspends and the server's HTML stays
    // until the same tree takes it over.
    await ready;
    const app = (
      <StrictMode>
        <ReplayEarlyInput>
          <App services={services} data={{ serverData: serverData() }} />
        </ReplayEarlyInput>
      </StrictMode>
    );
    // In a transition, React hydrates in slices and a tap on the page is never kept waiting.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
    return;
  }

  // No server render (the dev server, `vite preview`, a static host, or a render that failed on
  // the page server): draw the app here; the page suspends until its chunk is in.
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <ReplayEarlyInput>
          <App services={services} />
        </ReplayEarlyInput>
      </StrictMode>,
    );
  });
}

// In a task of its own, not while this module evaluates: tools that record a JavaScript stack for
// every request and timer (Lighthouse, the DevTools performance panel) would otherwise find this
// 300 KB module's top level on the stack and make V8 re-parse all of it, which they then report as
// main-thread time the page never spends for its readers.
setTimeout(() => {
  start(root).catch((error: unknown) => {
    // A broken build configuration: say so rather than leave a blank page.
    root.textContent = 'EduGate could not start. Please reload the page, or try again later.';
    throw error;
  });
});
