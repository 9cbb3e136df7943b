import { MSG } from '@courtside/contracts';
import { describe, expect, it } from 'vitest';
import { canUploadPhoto, photoProblem } from './photo';

describe('profile photo', () => {
  it('accepts a .jpg, .jpeg or .png under 500 KB', () => {
    expect(photoProblem({ name: 'me.jpg', size: 1000 })).toBeNull();
    expect(photoProblem({ name: 'me.JPEG', size: 499_999 })).toBeNull();
    expect(photoProblem({ name: 'me.png', size: 10 })).toBeNull();
  });
  it('refuses 500000 bytes or more', () => {
    expect(photoProblem({ name: 'me.png', size: 500_000 })).toBe(MSG.photoSize);
  });
  it('refuses other file types', () => {
    expect(photoProblem({ name: 'me.gif', size: 10 })).toBe(MSG.photoType);
  });
  it('offers the upload when there is no photo or a sport needs renewal', () => {
    expect(canUploadPhoto({ profilephoto: false, sports: [] })).toBe(true);
    expect(canUploadPhoto({ profilephoto: true, sports: [{ memb_renewal: true }] })).toBe(true);
    expect(canUploadPhoto({ profilephoto: true, sports: [{ memb_renewal: false }] })).toBe(false);
  });
});
