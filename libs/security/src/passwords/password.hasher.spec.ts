import { PasswordHasher } from './password.hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(4);

  it('hashes with bcrypt at the configured cost and verifies the right password only', async () => {
    const hash = await hasher.hash('s3cret!');
    expect(hash).toMatch(/^\$2[aby]\$04\$/);
    expect(hash).not.toContain('s3cret!');
    await expect(hasher.verify('s3cret!', hash)).resolves.toBe(true);
    await expect(hasher.verify('s3cret', hash)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hasher.hash('same')).not.toBe(await hasher.hash('same'));
  });

  it('answers false for something that is not a bcrypt hash', async () => {
    await expect(hasher.verify('x', 'plain-text')).resolves.toBe(false);
  });

  it('defaults to cost 10', async () => {
    expect(await new PasswordHasher().hash('x')).toMatch(/^\$2[aby]\$10\$/);
  });

  it('rejects a cost bcrypt does not accept', () => {
    expect(() => new PasswordHasher(3)).toThrow(RangeError);
    expect(() => new PasswordHasher(32)).toThrow(RangeError);
  });

  it('burns time without failing for unknown users', async () => {
    await expect(hasher.burn('anything')).resolves.toBeUndefined();
  });
});
