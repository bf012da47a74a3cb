/**
 * The identity providers' origins whose APIs the demo answers (Microsoft's sign-in, Google's token
 * revocation and Admin SDK reports). The simulators themselves load with the mock's later areas; a
 * call to one of these origins is what loads them.
 */
export const IDENTITY_PROVIDER_ORIGINS = [
  'https://login.microsoftonline.com',
  'https://oauth2.googleapis.com',
  'https://admin.googleapis.com',
] as const;
