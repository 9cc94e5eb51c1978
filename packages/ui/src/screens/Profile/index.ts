export { Profile } from './Profile';
