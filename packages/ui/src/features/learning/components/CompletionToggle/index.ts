export { CompletionToggle, type CompletionToggleProps } from './CompletionToggle';
