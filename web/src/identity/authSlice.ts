import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  /** The `admin` custom claim of the ID token. */
  admin: boolean;
  /** Account creation (ms), from the identity service; the users doc's createdAt is preferred. */
  createdAtMs?: number | null;
}

export interface AuthState {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: AuthUser | null;
}

const initialState: AuthState = { status: 'loading', user: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authStateChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
    emailVerified(state) {
      if (state.user) state.user.emailVerified = true;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAuthUser: (state) => state.user,
    selectIsSignedIn: (state) => state.status === 'signedIn',
    selectIsAdmin: (state) => state.user?.admin === true,
    selectEmailVerified: (state) => state.user?.emailVerified === true,
  },
});

export const { authStateChanged, emailVerified } = authSlice.actions;
export const { selectAuthStatus, selectAuthUser, selectIsSignedIn, selectEmailVerified } = authSlice.selectors;
