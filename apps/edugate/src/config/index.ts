export {
  DEFAULT_CONTACT,
  readConfig,
  readContact,
  type AppConfig,
  type ContactConfig,
  type Env,
} from './config';
