export { Profile as Component } from './Profile';
