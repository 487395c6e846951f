import { describe, expect, it } from 'vitest';
import { mintToken } from '../testing/index.ts';
import { testInfra } from '../testing/env.ts';
import { createTokenVerifier } from './tokens.ts';
import { TokenVersions } from './token-versions.ts';
import { AppError } from '../http/errors.ts';

const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    return error instanceof AppError ? error.status : 500;
  }
};

describe('token versions', () => {
  const user = '0123456789abcdef01234567';
  const verify = (versions: TokenVersions) => createTokenVerifier(testInfra().jwt.publicKey, versions);

  it('accepts a token at or above its user’s version and refuses an older one', () => {
    const versions = TokenVersions.fixed({ [user]: 2 });
    expect(statusOf(() => verify(versions)(mintToken({ sub: user, ver: 2 })))).toBe(200);
    expect(statusOf(() => verify(versions)(mintToken({ sub: user, ver: 1 })))).toBe(401);
    expect(statusOf(() => verify(versions)(mintToken({ sub: user })))).toBe(401);
    // Another user is not affected.
    expect(statusOf(() => verify(versions)(mintToken({ sub: 'ffffffffffffffffffffffff' })))).toBe(200);
  });

  it('refuses every token of a deleted user, and a version never goes back', () => {
    const versions = TokenVersions.fixed({ [user]: 'deleted' });
    expect(statusOf(() => verify(versions)(mintToken({ sub: user, ver: 999 })))).toBe(401);
    versions.apply(user, '3');
    expect(statusOf(() => verify(versions)(mintToken({ sub: user, ver: 999 })))).toBe(401);
  });

  it.each([[-1], [1.5], ['2']])('refuses a token whose version claim is %j', (ver) => {
    const token = mintToken({ sub: user, ver: ver as number });
    expect(statusOf(() => verify(TokenVersions.fixed())(token))).toBe(401);
  });
});
