export { EmulatorAccountChooser, type EmulatorAccountChooserProps } from './EmulatorAccountChooser';
export { chooseAccountWithDialog } from './chooseAccountWithDialog';
