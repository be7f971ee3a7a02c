export { errorText, isSessionError } from './post';
