export { ApiProvider, useApiClient } from './ApiContext';
