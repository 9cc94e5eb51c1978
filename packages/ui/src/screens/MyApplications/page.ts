export { MyApplications as Component } from './MyApplications';
