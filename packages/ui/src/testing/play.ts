import { expect, waitFor, within } from 'storybook/test';

type Queries = ReturnType<typeof within>;

/** Queries inside the page's <main>, so the navbar's own links (Login, Register) don't match. */
export function mainOf(canvas: Queries): Queries {
  return within(canvas.getByRole('main'));
}

/** Waits for a busy indicator (a Spinner's role=status) that says `label`. */
export async function expectBusy(label: string): Promise<void> {
  await waitFor(() =>
    expect(
      [...document.querySelectorAll('[role="status"]')].some(
        (node) => node.textContent?.trim() === label,
      ),
    ).toBe(true),
  );
}
