// The profile form with a photo, as the member's browser posts it (multipart text fields and a
// small PNG): for tests of where uploaded files go.

/** A PNG's signature followed by `size` bytes of `fill`: enough for the upload's type check. */
export const testPng = (size: number, fill: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, fill)]);

/** Every text field of a valid profile update, as multipart fields. */
export const profileFields = (o: { email: string; prefname: string }): Record<string, string> => ({
  email: o.email,
  mobile: '0412000111',
  phone: '',
  workphone: '',
  address: '22 Baseline Road',
  suburb: 'Parramatta',
  postcode: '2150',
  state: 'NSW',
  job: '',
  job_title: '',
  school: '',
  skills: '',
  height: '',
  weight: '',
  ec_fullname: 'Pat Jones',
  ec_mobile: '0498765432',
  ec_fullname_2: '',
  ec_mobile_2: '',
  ec_medical: '',
  middlename: '',
  prefname: o.prefname,
  identifygender: 'female',
  disability: 'no',
  disabilitytype: '',
  countrybirth: 'AU',
  statebirth: 'NSW',
  aboriginal: 'notsay',
  agreed_to_terms: 'true',
  agreed_to_privacy: 'true',
  sport: 'basketball',
});
