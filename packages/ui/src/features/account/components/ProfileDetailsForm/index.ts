export { ProfileDetailsForm } from './ProfileDetailsForm';
