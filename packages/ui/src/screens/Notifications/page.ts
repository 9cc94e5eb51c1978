export { Notifications as Component } from './Notifications';
