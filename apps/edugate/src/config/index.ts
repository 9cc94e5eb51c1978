export { readConfig, type AppConfig, type Env } from './config';
