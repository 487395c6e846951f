import { API } from '@rawi/proto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../auth/AuthProvider';
import { renderWithProviders, stubApi } from '../../../test/render';
import { LoginPage } from './LoginPage';

function renderLogin(language: 'en' | 'ar' = 'en') {
  return renderWithProviders(
    <AuthProvider>
      <Routes>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route path="/admin" element={<p>dashboard</p>} />
      </Routes>
    </AuthProvider>,
    { route: '/admin/login', language },
  );
}

const user = {
  id: 'u1',
  username: 'admin',
  email: 'a@example.com',
  role: 'admin',
  isActive: true,
  lastLogin: null,
  createdAt: '',
  updatedAt: '',
};

describe('LoginPage', () => {
  it('requires both username and password', async () => {
    const fetchMock = stubApi({});
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the required messages in Arabic for an Arabic admin', async () => {
    stubApi({});
    renderLogin('ar');
    fireEvent.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('اسم المستخدم مطلوب')).toBeTruthy();
  });

  it("says 'Login failed' / 'Invalid username or password' when the server refuses", async () => {
    stubApi({
      [API.login]: {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Invalid username or password' } },
      },
    });
    renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Login failed');
    expect(alert.textContent).toContain('Invalid username or password');
  });

  it('welcomes the admin and goes to /admin on success', async () => {
    stubApi({ [API.login]: { status: 200, body: { user, token: 'jwt' } } });
    renderLogin();
    fireEvent.change(await screen.findByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('dashboard')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Welcome to Rawi Admin Panel'),
    );
  });
});
