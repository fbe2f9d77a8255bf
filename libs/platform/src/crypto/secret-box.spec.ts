import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const secret = 'k'.repeat(40);

  it('round-trips and never stores the plaintext', () => {
    const box = new SecretBox(secret, 'database-password');
    const sealed = box.encrypt('hunter2');
    expect(sealed).not.toContain('hunter2');
    expect(box.decrypt(sealed)).toBe('hunter2');
    expect(box.encrypt('hunter2')).not.toBe(sealed);
  });

  it('refuses other keys, other purposes and tampering', () => {
    const sealed = new SecretBox(secret, 'database-password').encrypt('hunter2');
    expect(() => new SecretBox('x'.repeat(40), 'database-password').decrypt(sealed)).toThrow();
    expect(() => new SecretBox(secret, 'ssh-key').decrypt(sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => new SecretBox(secret, 'database-password').decrypt(tampered)).toThrow();
    expect(() => new SecretBox(secret, 'database-password').decrypt('plain')).toThrow('Not an encrypted value');
  });
});
