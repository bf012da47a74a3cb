import { describe, expect, it } from 'vitest';
import { googleIdentityHandlers } from './google';
import { microsoftIdentityHandlers } from './microsoft';
import { IDENTITY_PROVIDER_ORIGINS } from './origins';

describe('the identity providers’ origins', () => {
  it('hold every simulated endpoint, so a call to one loads the simulators', () => {
    const paths = [...googleIdentityHandlers, ...microsoftIdentityHandlers].map((h) => String(h.info.path));
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(
        IDENTITY_PROVIDER_ORIGINS.some((origin) => path.startsWith(`${origin}/`)),
        path,
      ).toBe(true);
    }
  });
});
