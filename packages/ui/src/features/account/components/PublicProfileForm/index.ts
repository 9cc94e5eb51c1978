export {
  PublicProfileForm,
  publicProfileSchema,
  type PublicProfileFormProps,
} from './PublicProfileForm';
