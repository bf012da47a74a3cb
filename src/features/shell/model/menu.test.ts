import { describe, expect, it } from 'vitest';
import { buildMenu, type MenuItem } from './menu';

function labels(items: MenuItem[]): string[] {
  return items.map((item) => (item.kind === 'separator' ? '---' : item.label));
}

describe('sidebar menu', () => {
  it("lists a client user's items in their fixed order, with the survey agent when the tenant has it", () => {
    expect(labels(buildMenu({ roles: [], surveyAgentActive: true }))).toEqual([
      'Dashboard',
      'Reach',
      'Usage',
      'Optimize',
      'Contracts',
      'AI Survey Agent',
      'Manage',
      'Cards',
      '---',
      'Organize',
      'Settings',
    ]);
  });

  it('hides the AI Survey Agent when the tenant flag is off', () => {
    expect(labels(buildMenu({ roles: [], surveyAgentActive: false }))).not.toContain('AI Survey Agent');
  });

  it('adds Activity Logs for client_admin', () => {
    const items = buildMenu({ roles: ['client_admin'], surveyAgentActive: false });
    expect(labels(items).at(-1)).toBe('Activity Logs');
    expect(items.at(-1)).toMatchObject({ kind: 'route', to: '/activity-logs' });
  });

  it('gives the super admin Manage Company, Manage Users and Manage Apps', () => {
    expect(buildMenu({ roles: ['super_admin'], surveyAgentActive: true })).toMatchObject([
      { label: 'Manage Company', to: '/admin/companies/' },
      { label: 'Manage Users', to: '/admin/users/' },
      { label: 'Manage Apps', to: '/reach/' },
    ]);
  });
});
