// Where the browser sends originals: Firebase Storage's API, or the Storage emulator when the Emulator Suite serves
// the app (the same host the page came from, as for Auth and Firestore).
import { EMULATOR_PORTS } from '../../config/emulators';
import { isUsingEmulators } from '../firebase/app';

const FIREBASE_STORAGE_ORIGIN = 'https://firebasestorage.googleapis.com';

export async function storageOrigin(): Promise<string> {
  return (await isUsingEmulators()) ? `http://${location.hostname}:${EMULATOR_PORTS.storage}` : FIREBASE_STORAGE_ORIGIN;
}
