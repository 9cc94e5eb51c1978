import { DocsContext, useOf, type Of } from '@storybook/addon-docs/blocks';
import { useContext, type MouseEvent } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import { lightColors } from '../../theme/tokens';

interface StoryFacts {
  id: string;
  name: string;
  description?: string;
  viewport?: string;
  session?: string;
  snapshot: boolean;
  failingCalls: number;
}

/** What a story's own annotations say about the state it shows (not the file's defaults). */
function factsOf(story: {
  id: string;
  name?: string;
  parameters?: Record<string, unknown>;
  globals?: Record<string, unknown>;
}): StoryFacts {
  const parameters = story.parameters ?? {};
  const docs = parameters.docs as { description?: { story?: string } } | undefined;
  const viewport = story.globals?.viewport as { value?: string } | undefined;
  const chromatic = parameters.chromatic as { disableSnapshot?: boolean } | undefined;
  return {
    id: story.id,
    name: story.name ?? story.id,
    description: docs?.description?.story,
    viewport: viewport?.value,
    session: typeof parameters.session === 'string' ? parameters.session : undefined,
    snapshot: !chromatic?.disableSnapshot,
    failingCalls: Array.isArray(parameters.msw) ? parameters.msw.length : 0,
  };
}

const SESSION_LABELS: Record<string, string> = {
  signedIn: 'signed in',
  signedOut: 'signed out',
  loading: 'session loading',
};

const cell = {
  padding: '8px 12px',
  borderBottom: `1px solid ${lightColors.border}`,
  verticalAlign: 'top',
};

/**
 * The docs page of a screen: every state (story) of it, with what the story says about itself
 * (its JSDoc), the width and session it pins, whether the mock API is told to fail or stall, and
 * a link to open it. Screens render no stories on this page: all their states share one mock API,
 * so each is opened on its own. Use in `<Screen>.mdx`: `<ScreenStates of={ScreenStories} />`.
 */
export function ScreenStates({ of }: { of: Of }) {
  const { csfFile } = useOf(of, ['meta']);
  const context = useContext(DocsContext);
  // In the file's order (as the sidebar lists them), not the alphabetical order of its exports.
  const moduleExports = of as Record<string, unknown> & { __namedExportsOrder?: string[] };
  const order = (moduleExports.__namedExportsOrder ?? []).map((name) => moduleExports[name]);
  const position = (story: { moduleExport?: unknown }) => {
    const at = order.indexOf(story.moduleExport);
    return at === -1 ? order.length : at;
  };
  const stories = Object.values(csfFile.stories)
    .sort((a, b) => position(a) - position(b))
    .map(factsOf);
  const metaSession = csfFile.meta.parameters?.session;
  const defaults = `every width, ${SESSION_LABELS[typeof metaSession === 'string' ? metaSession : 'signedOut'] ?? metaSession}`;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    // Inside the docs iframe a plain link would load the manager into the frame: ask the manager.
    event.preventDefault();
    context.channel.emit(NAVIGATE_URL, event.currentTarget.getAttribute('href') ?? '');
  };

  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
        {`${stories.length} states, each a story and a test (play function and axe), and unless marked otherwise a Chromatic baseline at every mode`}
      </caption>
      <thead>
        <tr>
          {['State', 'What it shows', 'Pinned to'].map((label) => (
            <th key={label} scope="col" style={{ ...cell, textAlign: 'left' }}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {stories.map((story) => {
          const pins = [
            story.viewport ? `${story.viewport} viewport` : null,
            story.session ? (SESSION_LABELS[story.session] ?? story.session) : null,
            story.failingCalls === 1 ? 'mock API: 1 handler overridden' : null,
            story.failingCalls > 1 ? `mock API: ${story.failingCalls} handlers overridden` : null,
            story.snapshot ? null : 'no snapshot',
          ].filter(Boolean);
          return (
            <tr key={story.id}>
              <th scope="row" style={{ ...cell, textAlign: 'left', whiteSpace: 'nowrap' }}>
                <a href={`?path=/story/${story.id}`} onClick={open}>
                  {story.name}
                </a>
              </th>
              <td style={cell}>
                {story.description ?? '(no description yet: add a JSDoc comment)'}
              </td>
              <td style={cell}>{pins.length > 0 ? pins.join(', ') : defaults}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
