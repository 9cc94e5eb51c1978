export { FirebaseSession } from './firebaseSession';
export { useFirebaseSession } from './useFirebaseSession';
export { AuthError, toAuthError } from './authErrors';
