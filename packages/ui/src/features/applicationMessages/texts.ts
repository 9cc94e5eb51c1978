/** docs/product.md, Questions and messages: every text of an application's message thread. */
export const applicationMessageTexts = {
  heading: 'Messages',
  open: 'Messages',
  openFor: (name: string) => `Messages with ${name}`,
  threadFor: (title: string) => `Messages about ${title}`,
  empty: 'No messages yet.',
  yourMessage: 'Your message',
  send: 'Send',
  sending: 'Sending...',
  you: 'You',
  poster: 'Poster',
  applicant: 'Applicant',
  /** Said before each message for a screen reader, and shown beside the name for everyone. */
  byline: (writer: string, role: string) => `${writer} (${role})`,
  enterMessage: 'Please write a message.',
  tooLong: 'Please keep your message to 2,000 characters or fewer.',
  charactersLeft: (left: number) =>
    left >= 0
      ? `${left.toLocaleString('en-US')} characters left`
      : `${(-left).toLocaleString('en-US')} characters over the limit`,
  showMore: 'Show more messages',
  loadFailed: 'Failed to load messages',
  sendFailed: 'Failed to send message',
  sent: 'Message sent',
} as const;
