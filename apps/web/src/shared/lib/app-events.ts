import { createEmitter } from './emitter';

/**
 * Events that code outside React raises for the app shell: the API client asks for a navigation
 * (401 to /login, 403 to /403) and reports a version mismatch (the update dialog listens).
 */
export const appEvents = createEmitter<{
  navigate: string;
  appversion: string;
}>();
