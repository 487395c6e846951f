/** POST /api/auth/reset-password: one-time reset tokens, their events and their limits. */
import { describe, expect, it } from 'vitest';
import { SUBJECTS, type ErrorBody, type EventPayloads } from '@rawi/proto';
import { PasswordResetModel } from '../../models/password-reset.ts';
import { resetTokenHash } from '../../passwords/password-reset-tokens.ts';
import { buildUser } from '../../test/factories.ts';
import { collector, login, server, useAuthApi } from '../../test/auth-api.ts';

useAuthApi('auth_reset');

describe('POST /api/auth/reset-password', () => {
  /** Asks for a reset link as an admin would, and reads the token from the mailer's event. */
  const requestResetToken = async (userId: string) => {
    const admin = await buildUser();
    const res = await server.call('POST', `/api/users/${userId}/send-password-reset`, { token: admin.token });
    expect(res.status).toBe(202);
    const event = await collector.waitFor((e) => {
      const data = e.data as EventPayloads['user.password-reset-requested'];
      return (
        e.subject === SUBJECTS.userPasswordResetRequested &&
        data.userId === userId &&
        !handedOut.has(data.resetToken)
      );
    });
    const { resetToken } = event.data as EventPayloads['user.password-reset-requested'];
    handedOut.add(resetToken);
    return resetToken;
  };
  const handedOut = new Set<string>();

  it('sets the new password with a valid token, once', async () => {
    const { user, id, password: oldPassword } = await buildUser();
    const token = await requestResetToken(id);
    const res = await server.call('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successfully' });
    expect((await login({ username: user.username, password: 'brand-new-1' })).status).toBe(200);
    expect((await login({ username: user.username, password: oldPassword })).status).toBe(401);

    const again = await server.call<ErrorBody>('POST', '/api/auth/reset-password', {
      body: { token, password: 'another-2' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid or expired reset token');
    expect((await login({ username: user.username, password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses an expired token', async () => {
    const { id } = await buildUser();
    const token = await requestResetToken(id);
    // Written while the relay may be marking the same record published: neither write is lost.
    const past = new Date(Date.now() - 1000);
    await PasswordResetModel.updateOne({ tokenHash: resetTokenHash(token) }, { $set: { expiresAt: past } });
    expect(
      (await PasswordResetModel.findOne({ tokenHash: resetTokenHash(token) }).lean())?.expiresAt,
    ).toEqual(past);
    const res = await server.call<ErrorBody>('POST', '/api/auth/reset-password', {
      body: { token, password: 'brand-new-1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Invalid or expired reset token');
  });

  it('refuses an older token once a newer one was sent', async () => {
    const { id } = await buildUser();
    const first = await requestResetToken(id);
    const second = await requestResetToken(id);
    expect(second).not.toBe(first);
    expect(
      (
        await server.call('POST', '/api/auth/reset-password', {
          body: { token: first, password: 'brand-new-1' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await server.call('POST', '/api/auth/reset-password', {
          body: { token: second, password: 'brand-new-1' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses an unknown token and an injected operator without changing anything', async () => {
    const unknown = await server.call<ErrorBody>('POST', '/api/auth/reset-password', {
      body: { token: 'not-a-real-token', password: 'brand-new-1' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('Invalid or expired reset token');
    const injected = await server.call<ErrorBody>('POST', '/api/auth/reset-password', {
      body: { token: { $ne: null }, password: 'brand-new-1' },
    });
    expect(injected.status).toBe(400);
    expect(injected.body.error.fields).toEqual({ token: 'Invalid or expired reset token' });
  });

  it('keeps only the sha256 of the token, and drops the raw token once the mail event is relayed', async () => {
    const { id } = await buildUser();
    const token = await requestResetToken(id);
    await server.relay.flush();
    const stored = await PasswordResetModel.find({ userId: id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tokenHash: resetTokenHash(token), pendingToken: null, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it.each([
    [
      'a short password',
      { token: 'x', password: '12345' },
      { password: 'Password must be at least 6 characters' },
    ],
    ['no password', { token: 'x' }, { password: 'Password must be at least 6 characters' }],
    ['no token', { password: 'brand-new-1' }, { token: 'Invalid or expired reset token' }],
  ])('answers 400 for %s', async (_label, body, fields) => {
    const res = await server.call<ErrorBody>('POST', '/api/auth/reset-password', { body });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(fields);
  });
});
