export { MessageThread, type MessageThreadProps } from './MessageThread';
