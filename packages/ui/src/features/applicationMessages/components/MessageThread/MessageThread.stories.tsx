import { messages } from '@edugate/api-client';
import {
  failWith,
  fixtureUser,
  jobBoardDb,
  neverAnswers,
  otherUser,
  type MockDb,
} from '@edugate/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { atSmall } from '../../../../testing';
import { expectNoHorizontalOverflow } from '../../../../testing/layout';
import { applicationMessageTexts as texts } from '../../texts';
import { MessageThread } from './MessageThread';

/** Grace Hopper's application to Ada's 'Frontend Mentor' (jobBoardDb): Ada is its poster. */
const APPLICATION_ID = 'application-received-1';

type MockApplicationMessage = MockDb['applicationMessages'][number];

const entry = (
  id: string,
  body: string,
  fromPoster: boolean,
  createdAt: string,
): MockApplicationMessage => ({
  authorEmail: fromPoster ? fixtureUser.email : otherUser.email,
  message: {
    _id: id,
    applicationId: APPLICATION_ID,
    body,
    authorName: fromPoster ? fixtureUser.displayName : otherUser.displayName,
    fromPoster,
    createdAt,
  },
});

/** A short exchange, at fixed times before the mocks' clock (2026-03-15 12:00 UTC). */
const exchange: MockApplicationMessage[] = [
  entry(
    'message-1',
    'Hello Grace, thank you for applying. Could you do Tuesday and Thursday evenings?',
    true,
    '2026-03-15T08:05:00.000Z',
  ),
  entry(
    'message-2',
    'Hello Ada, yes: both evenings work for me, from 6 pm.',
    false,
    '2026-03-15T09:40:00.000Z',
  ),
];

const withMessages = (list: MockApplicationMessage[]) => (): MockDb => {
  const db = jobBoardDb();
  db.applicationMessages.push(...list);
  return db;
};

/** A message of exactly 2,000 characters and no space at all: it must wrap, not overflow. */
const longest = 'M'.repeat(2000);

const meta = {
  title: 'Features/Application Messages/Message Thread',
  component: MessageThread,
  tags: ['!autodocs'],
  args: { applicationId: APPLICATION_ID, label: 'Messages about Frontend Mentor' },
  parameters: { session: 'signedIn', mockDb: withMessages(exchange) },
} satisfies Meta<typeof MessageThread>;

export default meta;
type Story = StoryObj<typeof meta>;

const thread = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('list');

/** Nothing written yet: 'No messages yet.', the labelled field and Send. */
export const Empty: Story = {
  parameters: { mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.yourMessage })).toBeVisible();
    await expect(canvas.getByRole('button', { name: texts.send })).toBeVisible();
  },
};

/**
 * Both sides in the order written: the reader's own says 'You (Poster)', the other side's the
 * applicant's name and role, each with its date.
 */
export const WithMessages: Story = {
  play: async ({ canvasElement }) => {
    const items = within(await thread(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('You (Poster)');
    await expect(items[0]).toHaveTextContent('March 15, 2026 at 8:05 AM UTC');
    await expect(items[0]).toHaveTextContent(exchange[0]!.message.body);
    await expect(items[1]).toHaveTextContent(`${otherUser.displayName} (Applicant)`);
    await expect(items[1]).toHaveTextContent(exchange[1]!.message.body);
  },
};

/** Sending: the new message appears last, as the reader's own, and the field is empty again. */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    const field = canvas.getByRole('textbox', { name: texts.yourMessage });
    await userEvent.type(field, 'Great, see you on Tuesday.');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3));
    const last = canvas.getAllByRole('listitem')[2]!;
    await expect(last).toHaveTextContent('You (Poster)');
    await expect(last).toHaveTextContent('Great, see you on Tuesday.');
    await expect(field).toHaveValue('');
  },
};

/** 21 messages, alternating sides, a minute apart: one more than a page. */
const longExchange: MockApplicationMessage[] = Array.from({ length: 21 }, (_, index) =>
  entry(
    `message-long-${index + 1}`,
    `Message ${index + 1} of the exchange.`,
    index % 2 === 0,
    new Date(Date.UTC(2026, 2, 15, 8, index)).toISOString(),
  ),
);

/**
 * Sending in a thread longer than the page loaded: the thread is read on through the page that
 * holds the new message, so the sender sees it, last, without pressing 'Show more messages'.
 */
export const SendingInALongThread: Story = {
  parameters: { mockDb: withMessages(longExchange) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: texts.showMore })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: texts.yourMessage });
    await userEvent.type(field, 'One more thing: bring your portfolio.');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(22));
    const items = canvas.getAllByRole('listitem');
    await expect(items[20]).toHaveTextContent('Message 21 of the exchange.');
    await expect(items[21]).toHaveTextContent('One more thing: bring your portfolio.');
    await expect(canvas.queryByRole('button', { name: texts.showMore })).not.toBeInTheDocument();
  },
};

/** Text that looks like HTML is shown as written, never as markup. */
export const PlainText: Story = {
  parameters: {
    mockDb: withMessages([
      entry('message-html', '<b>bold?</b> <img src=x alt="no">', false, '2026-03-15T10:00:00.000Z'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const list = await thread(canvasElement);
    await expect(list).toHaveTextContent('<b>bold?</b> <img src=x alt="no">');
    await expect(list.querySelector('b, img')).toBeNull();
  },
};

/** Sending nothing: the field says what to write, and nothing is sent. */
export const EmptyMessage: Story = {
  parameters: { mockDb: jobBoardDb },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(texts.empty);
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByText(texts.enterMessage)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.yourMessage })).toHaveFocus();
  },
};

/** Loading: a placeholder where the messages go; the form is there already. */
export const Loading: Story = {
  parameters: { msw: [neverAnswers('get', '/applications/{id}/messages')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText(texts.empty)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: texts.yourMessage })).toBeVisible();
  },
};

/** The thread cannot load: the message and Try Again. */
export const LoadFails: Story = {
  parameters: { msw: [failWith('get', '/applications/{id}/messages', 500)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.loadFailed);
    await expect(canvas.getByRole('button', { name: /try again/i })).toBeVisible();
  },
};

/** Posting too fast: the server's 429 sentence is shown and the text stays in the field. */
export const RateLimited: Story = {
  parameters: {
    msw: [failWith('post', '/applications/{id}/messages', 429, messages.postingTooFast)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    const field = canvas.getByRole('textbox', { name: texts.yourMessage });
    await userEvent.type(field, 'One more thing.');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.postingTooFast);
    await expect(field).toHaveValue('One more thing.');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** The server refuses the text (a 400 naming the field): its sentence, and the text kept. */
export const Refused: Story = {
  parameters: {
    msw: [failWith('post', '/applications/{id}/messages', 400, messages.messageTooLong)],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await thread(canvasElement);
    const field = canvas.getByRole('textbox', { name: texts.yourMessage });
    await userEvent.type(field, 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.messageTooLong);
    await expect(field).toHaveValue('Hello');
  },
};

/**
 * 2,000 characters is allowed ('0 characters left'); one more is refused before sending, with the
 * text kept. The longest message in the thread wraps inside its box.
 */
export const LongestMessage: Story = {
  parameters: {
    mockDb: withMessages([entry('message-long', longest, false, '2026-03-15T10:00:00.000Z')]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(longest)).toBeVisible();
    await expectNoHorizontalOverflow();
    const field = canvas.getByRole('textbox', { name: texts.yourMessage });
    await userEvent.click(field);
    await userEvent.paste(longest);
    await expect(canvas.getByText(texts.charactersLeft(0))).toBeVisible();
    await userEvent.type(field, '!');
    await expect(canvas.getByText(texts.charactersLeft(-1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.send }));
    await expect(await canvas.findByText(texts.tooLong)).toBeVisible();
    await expect(field).toHaveValue(`${longest}!`);
  },
};

/** At 375 px: both sides and the longest unbroken text wrap without a sideways scroll. */
export const Small: Story = atSmall({
  parameters: {
    mockDb: withMessages([
      ...exchange,
      entry('message-long', longest, false, '2026-03-15T10:00:00.000Z'),
    ]),
  },
  play: async ({ canvasElement }) => {
    const list = await thread(canvasElement);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expectNoHorizontalOverflow();
  },
});
