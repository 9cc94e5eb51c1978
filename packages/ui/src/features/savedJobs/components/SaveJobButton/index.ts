export { SaveJobButton, type SaveJobButtonProps } from './SaveJobButton';
