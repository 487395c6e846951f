import { useEffect, type ReactNode } from 'react';
import { API, type User } from '@rawi/proto';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../api/request';
import { expectThrowsWithoutProvider, renderWithProviders, stubApi } from '../test/render';
import { useAuth } from './AuthContext';
import { AuthProvider } from './AuthProvider';
import { RequireAuth } from './RequireAuth';

const admin: User = {
  id: 'u1',
  username: 'admin',
  email: 'admin@example.com',
  role: 'superadmin',
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

function Who() {
  const { user } = useAuth();
  return <p>{user?.username ?? 'nobody'}</p>;
}

function renderAdmin(route = '/admin') {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path="/admin/login" element={<p>login screen</p>} />
        <Route
          path="/admin"
          element={
            <RequireAuth>
              <Who />
            </RequireAuth>
          }
        />
      </Routes>
    </AuthProvider>,
    { route },
  );
}

/** Renders an AuthProvider around `children` and hands back its login once drawn. */
function renderForLogin(children: ReactNode = null) {
  const captured: { login?: ReturnType<typeof useAuth>['login'] } = {};
  function Capture() {
    const { login } = useAuth();
    useEffect(() => {
      captured.login = login;
    }, [login]);
    return children;
  }
  renderWithProviders(
    <AuthProvider>
      <Capture />
    </AuthProvider>,
  );
  return captured;
}

describe('AuthProvider', () => {
  it('restores the stored session on start', async () => {
    window.localStorage.setItem('rawi-token', 'jwt');
    window.localStorage.setItem('rawi-user', JSON.stringify(admin));
    stubApi({ [API.me]: { status: 200, body: { user: admin } } });
    renderAdmin();
    expect(await screen.findByText('admin')).toBeTruthy();
  });

  it('removes a stored user that cannot be parsed, with its token, and sends to the login page', async () => {
    window.localStorage.setItem('rawi-token', 'jwt');
    window.localStorage.setItem('rawi-user', 'corrupt{');
    const fetchMock = stubApi({});
    renderAdmin();
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect(window.localStorage.getItem('rawi-token')).toBeNull();
    expect(window.localStorage.getItem('rawi-user')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out on a 401 from any call, with a message, and goes to the login page', async () => {
    window.localStorage.setItem('rawi-token', 'expired');
    window.localStorage.setItem('rawi-user', JSON.stringify(admin));
    stubApi({
      [API.me]: { status: 200, body: { user: admin } },
      [API.users]: { status: 401, body: { error: { code: 'unauthorized', message: 'Token expired' } } },
    });
    renderAdmin();
    expect(await screen.findByText('admin')).toBeTruthy();
    await act(async () => {
      await expect(request(API.users)).rejects.toThrow('401: ');
    });
    expect(await screen.findByText('login screen')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Session expired');
    expect(window.localStorage.getItem('rawi-token')).toBeNull();
    expect(window.localStorage.getItem('rawi-user')).toBeNull();
  });

  it("hides what was read as the admin who logged out: the cache and the server's first reads", async () => {
    window.localStorage.setItem('rawi-token', 'jwt');
    window.localStorage.setItem('rawi-user', JSON.stringify(admin));
    stubApi({
      [API.me]: { status: 200, body: { user: admin } },
      // The server's answer to the logout call: no content.
      [API.logout]: { status: 204 },
    });
    function Reads() {
      const { logout } = useAuth();
      const { data: drawn } = useSWR<string>('drawn by the server', null);
      const { data: read } = useSWR<string>('read in the browser', async () => 'users list');
      return (
        <>
          <p>{`${drawn ?? 'no drawn read'}, ${read ?? 'no read'}`}</p>
          <button type="button" onClick={logout}>
            logout
          </button>
        </>
      );
    }
    renderWithProviders(
      <SWRConfig value={{ fallback: { 'drawn by the server': 'dashboard counts' } }}>
        <AuthProvider>
          <Reads />
        </AuthProvider>
      </SWRConfig>,
    );
    expect(await screen.findByText('dashboard counts, users list')).toBeTruthy();
    await act(async () => {
      screen.getByRole('button', { name: 'logout' }).click();
    });
    expect(await screen.findByText('no drawn read, no read')).toBeTruthy();
  });

  it('does not treat a refused sign-in as an expired session', async () => {
    stubApi({
      [API.login]: {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid username or password' } },
      },
    });
    const captured = renderForLogin();
    let result;
    await act(async () => {
      result = await captured.login?.('admin', 'wrong');
    });
    expect(result).toEqual({ ok: false, reason: 'rejected' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stores the token and user of a successful sign-in', async () => {
    stubApi({ [API.login]: { status: 200, body: { user: admin, token: 'fresh' } } });
    const captured = renderForLogin(<Who />);
    await act(async () => {
      await captured.login?.('admin', 'right');
    });
    expect(screen.getByText('admin')).toBeTruthy();
    expect(window.localStorage.getItem('rawi-token')).toBe('fresh');
  });

  it('counts a reply without a token as a failure and a network error as a login error', async () => {
    const replies = [{ status: 200, body: { user: admin } }];
    stubApi({ [API.login]: () => replies.shift() ?? { status: 200 } });
    const captured = renderForLogin();
    await act(async () => {
      expect(await captured.login?.('admin', 'x')).toEqual({ ok: false, reason: 'rejected' });
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(async () => {
      expect(await captured.login?.('admin', 'x')).toEqual({ ok: false, reason: 'error' });
    });
    await waitFor(() => expect(window.localStorage.getItem('rawi-token')).toBeNull());
  });

  it('refuses to work outside an AuthProvider', () => {
    expectThrowsWithoutProvider(useAuth, 'useAuth must be used within an AuthProvider');
  });
});
