import { allowsFileAccess, fileAccessProblems } from './file-access';

describe('extra.allow_file_access', () => {
  it('opens file access only for a literal true', () => {
    expect(allowsFileAccess({ allow_file_access: true })).toBe(true);
    expect(allowsFileAccess({ allow_file_access: 'true' })).toBe(false);
    expect(allowsFileAccess({ allow_file_access: 1 })).toBe(false);
    expect(allowsFileAccess({})).toBe(false);
    expect(allowsFileAccess(null)).toBe(false);
  });

  it('names a value that is not a boolean', () => {
    expect(fileAccessProblems({ allow_file_access: 'yes' })).toEqual(['allow_file_access must be a boolean.']);
    expect(fileAccessProblems({ allow_file_access: false })).toEqual([]);
    expect(fileAccessProblems({})).toEqual([]);
  });
});
