export { MessagesButton, type MessagesButtonProps } from './MessagesButton';
