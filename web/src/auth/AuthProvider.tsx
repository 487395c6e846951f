import { pathOf, type LoginReply, type User } from '@rawi/proto';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type SWRConfiguration } from 'swr';
import { useNavigate } from 'react-router-dom';
import { fetchCurrentUser, loginRequest, logoutRequest } from '../api/admin/auth';
import { onUnauthorized, ReplyShapeError, RequestError } from '../api/request';
import { useLanguage } from '../app/language/LanguageContext';
import { PATHS } from '../app/paths';
import { useToast } from '../components/toast/ToastContext';
import { AuthContext, type AuthContextValue, type LoginResult } from './AuthContext';
import { clearStoredSession, drawnFor, isUser, readStoredSession, storeSession } from './session';

function failureOf(error: unknown): LoginResult {
  // A reply that is not a session (no token, no user) is a refused sign-in.
  if (error instanceof ReplyShapeError) return { ok: false, reason: 'rejected' };
  if (!(error instanceof RequestError)) return { ok: false, reason: 'error' };
  if (error.status === 429) return { ok: false, reason: 'throttled' };
  return { ok: false, reason: error.status >= 500 ? 'error' : 'rejected' };
}

/**
 * The admin session: restored from storage on start (token and user both, or neither), set by a successful
 * sign-in, cleared by logout and by any 401 reply (an expired or revoked token).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  // The browser reads its stored session on the first render. On the server, a screen is drawn
  // for the admin whose session came with the request (no token: the server makes no call here).
  const { fallback, mutate } = useSWRConfig();
  const [restored] = useState(() => {
    const drawn = typeof window === 'undefined' ? drawnFor(fallback as Record<string, unknown>) : undefined;
    return readStoredSession() ?? (isUser(drawn) ? { token: '', user: drawn } : undefined);
  });
  const [user, setUser] = useState<User | null>(restored?.user ?? null);
  // The signed-in user for the listeners below, which outlive a render.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { t } = useLanguage();

  useEffect(() => {
    if (!restored) return;
    // Refreshes the role and name; a 401 here signs out through the listener below. Any other
    // failure (the identity service restarting) keeps the stored session for the next call.
    // A reply that comes after the provider is gone (signed out, left the panel) changes nothing.
    let active = true;
    fetchCurrentUser().then(
      ({ user: current }) => {
        if (!active || !userRef.current || current.username !== userRef.current.username) return;
        storeSession({ token: restored.token, user: current });
        setUser(current);
      },
      (error: unknown) => {
        if (!(error instanceof RequestError)) console.warn('Could not refresh the signed-in user', error);
      },
    );
    return () => {
      active = false;
    };
  }, [restored]);

  // What was read as the admin who signed out stays out of sight of the next one in this tab:
  // the cache is emptied, and the reads the server drew the first screen with are hidden.
  const [readsCleared, setReadsCleared] = useState(false);
  const endSession = useCallback(() => {
    clearStoredSession();
    setUser(null);
    userRef.current = null;
    void mutate(() => true, undefined, { revalidate: false });
    setReadsCleared(true);
  }, [mutate]);
  const reads = useMemo<SWRConfiguration>(
    () =>
      readsCleared
        ? { fallback: Object.fromEntries(Object.keys(fallback as object).map((key) => [key, undefined])) }
        : {},
    [readsCleared, fallback],
  );

  useEffect(
    () =>
      onUnauthorized((_error, path) => {
        // A refused sign-in is the login form's to report, not an expired session.
        if (path === pathOf('POST /api/auth/login') || !userRef.current) return;
        endSession();
        toast({
          title: t('admin.session.expired.title'),
          description: t('admin.session.expired.text'),
          variant: 'destructive',
        });
        navigate(PATHS.adminLogin, { replace: true });
      }),
    [endSession, navigate, t, toast],
  );

  const login = useCallback(async (username: string, password: string): Promise<LoginResult> => {
    let reply;
    try {
      reply = await loginRequest(username, password);
    } catch (error) {
      return failureOf(error);
    }
    if (reply && 'challenge' in reply) return { ok: 'second-step', challenge: reply };
    if (!reply?.user || !reply.token) return { ok: false, reason: 'rejected' };
    storeSession({ token: reply.token, user: reply.user });
    setUser(reply.user);
    return { ok: true, user: reply.user };
  }, []);

  const acceptSession = useCallback((reply: LoginReply) => {
    storeSession({ token: reply.token, user: reply.user });
    setUser(reply.user);
  }, []);

  const logout = useCallback(() => {
    endSession();
    navigate(PATHS.adminLogin);
    // The HttpOnly cookie can only be cleared by the server; the local session is gone either way.
    logoutRequest().catch((error: unknown) => console.warn('Logout call failed', error));
  }, [endSession, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, login, acceptSession, logout }),
    [user, login, acceptSession, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      <SWRConfig value={reads}>{children}</SWRConfig>
    </AuthContext.Provider>
  );
}
