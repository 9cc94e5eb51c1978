export { applicationMessageKeys } from './api/keys';
export {
  MESSAGES_PAGE_SIZE,
  applicationMessagesQuery,
  useApplicationMessages,
  type MessagePage,
} from './api/queries';
export {
  sendApplicationMessageMutation,
  useSendApplicationMessage,
  type SendMessageVariables,
} from './api/mutations';
export { applicationMessageTexts } from './texts';
export { MessageThread, type MessageThreadProps } from './components/MessageThread';
export { MessagesButton, type MessagesButtonProps } from './components/MessagesButton';
export { messagesColumn } from './columns/messagesColumn';
