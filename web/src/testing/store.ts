// Tests build the whole app store; a feature's tests reach it through here, so features never import app/.
export { makeStore, type AppStore, type RootState } from '../app/store';
