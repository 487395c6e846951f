import type { LoginReply, TwoFactorChallenge, User } from '@rawi/proto';
import { createContext, useContext } from 'react';

/** Why a sign-in failed: the server refused it, it is throttling, or the call itself failed. */
export type LoginFailure = 'rejected' | 'throttled' | 'error';
export type LoginResult =
  | { ok: true; user: User }
  | { ok: false; reason: LoginFailure }
  /** The password was right; a second step (a code, or enrolment) opens the session. */
  | { ok: 'second-step'; challenge: TwoFactorChallenge };

export interface AuthContextValue {
  user: User | null;
  login: (username: string, password: string) => Promise<LoginResult>;
  /** Starts the session a second sign-in step answered. */
  acceptSession: (reply: LoginReply) => void;
  /** Clears the session and goes to /admin/login. */
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
