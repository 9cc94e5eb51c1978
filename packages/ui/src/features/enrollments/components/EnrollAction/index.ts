export { EnrollAction, type EnrollActionProps } from './EnrollAction';
