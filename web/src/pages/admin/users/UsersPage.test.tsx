import { API, permissionMessages, type User } from '@rawi/proto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../auth/AuthProvider';
import { ConfirmProvider } from '../../../components/admin/notifications/confirm';
import { renderWithProviders, stubApi } from '../../../test/render';
import { UsersPage } from './UsersPage';

const buildUser = (overrides: Partial<User>): User => ({
  id: 'u1',
  username: 'admin',
  email: 'admin@example.com',
  role: 'superadmin',
  isActive: true,
  lastLogin: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const me = buildUser({});
const other = buildUser({
  id: 'u2',
  username: 'sara',
  email: 'sara@example.com',
  role: 'admin',
  lastLogin: '2025-05-01T10:00:00.000Z',
});

function renderUsers(
  replies: Parameters<typeof stubApi>[0] = {},
  { signedIn = me, language = 'en' as 'en' | 'ar' } = {},
) {
  window.localStorage.setItem('rawi-token', 'jwt');
  window.localStorage.setItem('rawi-user', JSON.stringify(signedIn));
  const fetchMock = stubApi({
    [API.me]: { status: 200, body: { user: signedIn } },
    [API.users]: { status: 200, body: [me, other] },
    ...replies,
  });
  renderWithProviders(
    <AuthProvider>
      <ConfirmProvider>
        <UsersPage />
      </ConfirmProvider>
    </AuthProvider>,
    { route: '/admin/users', language },
  );
  return fetchMock;
}

describe('UsersPage: what an admin may not do', () => {
  it.each([
    ['en', 'Only a superadmin can manage a superadmin account'],
    ['ar', permissionMessages.ar.superadminOnly],
  ] as const)(
    'shows the superadmin row’s actions disabled with the reason (%s)',
    async (language, reason) => {
      const fetchMock = renderUsers({}, { signedIn: other, language });
      const superRow = (await screen.findAllByTestId('user-row')).find(
        (row) => row.dataset.username === 'admin',
      );
      if (!superRow) throw new Error('row missing');
      const buttons = within(superRow).getAllByRole('button');
      expect(buttons.length).toBe(4);
      for (const button of buttons) {
        expect(button.getAttribute('aria-disabled')).toBe('true');
        expect(button.getAttribute('title')).toBe(reason);
        fireEvent.click(button);
      }
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toEqual([]);
    },
  );

  it('offers an admin no superadmin role when editing a user', async () => {
    renderUsers({}, { signedIn: other });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    const option = within(dialog).getByRole('option', { name: 'Super Admin' }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);
    expect(option.title).toBe(permissionMessages.en.grantSuperadmin);
  });
});

describe('UsersPage', () => {
  it('lists users with role, status and last login, and no delete on your own row', async () => {
    renderUsers();
    const ownRow = (await screen.findAllByTestId('user-row')).find((row) => row.dataset.username === 'admin');
    const otherRow = screen.getAllByTestId('user-row').find((row) => row.dataset.username === 'sara');
    if (!ownRow || !otherRow) throw new Error('rows missing');
    expect(within(ownRow).getByText('Super Admin')).toBeTruthy();
    expect(within(ownRow).getByText('Never')).toBeTruthy();
    expect(within(ownRow).queryByRole('button', { name: 'Delete admin' })).toBeNull();
    expect(within(otherRow).getByRole('button', { name: 'Delete sara' })).toBeTruthy();
    expect(within(otherRow).getByText('Active')).toBeTruthy();
  });

  it('sends no password when the edit form leaves it blank', async () => {
    const fetchMock = renderUsers({
      [API.user('u2')]: { status: 200, body: { ...other, role: 'superadmin' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit sara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'superadmin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('User updated successfully'),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    const body = JSON.parse(String(patch?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ role: 'superadmin' });
    expect(body).toHaveProperty('updatedAt');
    expect(body).not.toHaveProperty('password');
  });

  it('edits a user right after resetting its password, from the revision the reset made', async () => {
    let revision = 1;
    const fetchMock = renderUsers({
      [API.users]: () => ({ status: 200, body: [me, { ...other, revision }] }),
      [API.userResetPassword('u2')]: () => {
        revision = 2;
        return { status: 200, body: { message: 'Password reset successfully' } };
      },
      [API.user('u2')]: () => ({ status: 200, body: { ...other, email: 'sara@example.org', revision: 3 } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reset the password of sara' }));
    const reset = await screen.findByRole('dialog', { name: 'Reset Password for sara' });
    fireEvent.change(within(reset).getByLabelText('New Password'), { target: { value: 'second-pass-2' } });
    fireEvent.change(within(reset).getByLabelText('Confirm Password'), {
      target: { value: 'second-pass-2' },
    });
    fireEvent.click(within(reset).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit sara' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit User' });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'sara@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update User' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(new Headers(patch?.[1]?.headers).get('if-match')).toBe('"2"');
  });

  it("says 'Failed to create user' and marks the username when it already exists", async () => {
    renderUsers();
    await screen.findAllByTestId('user-row');
    // Once the list is shown, /api/users answers the create with a conflict.
    const fetchMock = stubApi({
      [API.me]: { status: 200, body: { user: me } },
      [API.users]: () => ({
        status: 409,
        body: { error: { code: 'conflict', message: 'Username already exists' } },
      }),
    });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add New User' }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add New User' });
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'sara' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'sara2@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    expect(await within(dialog).findByText('Username already exists')).toBeTruthy();
    const toast = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('Failed to create user'));
    expect(toast).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true);
  });
});
