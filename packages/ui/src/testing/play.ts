import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

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

/**
 * The toast (the `[data-tone]` element, not Radix's hidden announcement of it) whose text includes
 * `title`, once it is shown.
 */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = Array.from(document.querySelectorAll<HTMLElement>('[data-tone]')).find((t) =>
      t.textContent?.includes(title),
    );
    if (!toast) throw new Error(`No toast "${title}"`);
    return toast;
  });
}

/**
 * `text` inside Radix's notifications region: a toast's words, told apart from the same words on
 * the page.
 */
export async function findToastText(text: string): Promise<HTMLElement> {
  return within(
    await within(document.body).findByRole('region', { name: /Notifications/ }),
  ).findByText(text);
}

/**
 * The open dialog (`dialog`, or `alertdialog` for a confirmation), once it takes clicks. Radix
 * turns the page's pointer events off as a modal opens and the dialog's back on a render later;
 * a click in between is refused ("pointer-events: none"), which a person is never quick enough
 * to meet, but a fast play function is.
 */
export async function findDialog(
  role: 'dialog' | 'alertdialog',
  options?: Parameters<typeof screen.findByRole>[1],
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, options);
  await waitFor(() => expect(getComputedStyle(dialog).pointerEvents).not.toBe('none'));
  return dialog;
}

/** Waits until no dialog (`dialog`, or `alertdialog` for a confirmation) is open. */
export function expectNoDialog(role: 'dialog' | 'alertdialog' = 'dialog'): Promise<void> {
  return waitFor(() => expect(screen.queryByRole(role)).not.toBeInTheDocument());
}

/** Escape closes the open dialog, and focus goes back to `opener`, the button that opened it. */
export async function escapeReturnsFocus(
  opener: HTMLElement,
  role: 'dialog' | 'alertdialog' = 'dialog',
): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await expectNoDialog(role);
  await waitFor(() => expect(opener).toHaveFocus());
}

/** A send that worked: its toast (`text`) shows and the dialog has closed. */
export async function expectSent(text: string): Promise<void> {
  await expect(await findToast(text)).toBeVisible();
  await expectNoDialog();
}

/** A send that failed: `text` shows as a toast and in `dialog`, which stays open. */
export async function expectFailureShown(dialog: HTMLElement, text: string): Promise<void> {
  await expect(await findToast(text)).toBeVisible();
  await expect(within(dialog).getByText(text)).toBeVisible();
}

/**
 * Answers the confirmation titled `title` with the button `answer`; returns the dialog (still
 * open while the answer is carried out).
 */
export async function answerConfirmation(title: string, answer: string): Promise<HTMLElement> {
  const dialog = await findDialog('alertdialog', { name: title });
  await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  return dialog;
}

/** The toast `title` is shown and covers nothing of the page's header (logo, menu, account). */
export async function expectToastClearOfHeader(title: string): Promise<void> {
  const toast = await findToast(title);
  const header = document.querySelector('header');
  if (!header) throw new Error('no page header');
  const a = toast.getBoundingClientRect();
  const b = header.getBoundingClientRect();
  const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
  await expect(overlaps, 'the toast overlaps the header').toBe(false);
}

/** The app's 404 page in place of the screen: its heading, and the tab's title once it is set. */
export async function expectNotFoundPage(canvasElement: HTMLElement): Promise<void> {
  await expect(
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
  ).toBeVisible();
  await waitFor(() => expect(document.title).toBe('Page Not Found | EduGate'));
}
