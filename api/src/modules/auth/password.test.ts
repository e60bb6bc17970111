import { SCRYPT, generatePassword, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores scrypt at N=2^17, r=8, p=1 with a random salt', async () => {
    const first = await hashPassword('a long passphrase');
    const second = await hashPassword('a long passphrase');
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(first).not.toBe(second);
    expect(SCRYPT.logN).toBe(17);
  });

  it('accepts the right password and refuses others, including malformed hashes', async () => {
    const hash = await hashPassword('a long passphrase', 12);
    expect(await verifyPassword('a long passphrase', hash)).toBe(true);
    expect(await verifyPassword('a long passphrasE', hash)).toBe(false);
    expect(await verifyPassword('a long passphrase', 'bcrypt$whatever')).toBe(false);
  });

  it('generates strong passwords', () => {
    const password = generatePassword();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect(generatePassword()).not.toBe(password);
  });
});
