import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BarChart3,
  Building2,
  CreditCard,
  FileText,
  LayoutDashboard,
  LifeBuoy,
  Network,
  Settings,
  ShieldCheck,
  Sparkles,
  Store,
  TrendingDown,
  Users,
} from 'lucide-react';
import { CLIENT_ADMIN, hasRole, SUPER_ADMIN } from '@/lib/roles';

/** A menu item carries a label, an icon and one target: a route, an external link or an action. */
export type MenuItem =
  | { kind: 'route'; label: string; icon: LucideIcon; to: string; exact?: boolean }
  | { kind: 'external'; label: string; icon: LucideIcon; href: string; newWindow?: boolean }
  | { kind: 'action'; label: string; icon: LucideIcon; action: string }
  | { kind: 'separator'; id: string }
  | { kind: 'group'; label: string; icon: LucideIcon; items: MenuItem[] };

export interface MenuInput {
  roles: readonly string[];
  surveyAgentActive: boolean;
}

export const SUPPORT_HREF = 'mailto:support@stackwise.example';

/** The sidebar: the super admin's three items, or the client pages in their fixed order. */
export function buildMenu({ roles, surveyAgentActive }: MenuInput): MenuItem[] {
  if (hasRole(roles, SUPER_ADMIN)) {
    return [
      { kind: 'route', label: 'Manage Company', icon: Building2, to: '/admin/companies/' },
      { kind: 'route', label: 'Manage Users', icon: Users, to: '/admin/users/' },
      { kind: 'route', label: 'Manage Apps', icon: Store, to: '/reach/' },
    ];
  }
  const items: MenuItem[] = [
    { kind: 'route', label: 'Dashboard', icon: LayoutDashboard, to: '/', exact: true },
    { kind: 'route', label: 'Reach', icon: Store, to: '/reach' },
    { kind: 'route', label: 'Usage', icon: BarChart3, to: '/usage' },
    { kind: 'route', label: 'Optimize', icon: TrendingDown, to: '/optimize' },
    { kind: 'route', label: 'Contracts', icon: FileText, to: '/contracts' },
  ];
  if (surveyAgentActive) {
    items.push({ kind: 'route', label: 'AI Survey Agent', icon: Sparkles, to: '/ai-survey-agent' });
  }
  items.push(
    { kind: 'route', label: 'Manage', icon: ShieldCheck, to: '/manage' },
    { kind: 'route', label: 'Cards', icon: CreditCard, to: '/cards' },
    { kind: 'separator', id: 'organise' },
    { kind: 'route', label: 'Organize', icon: Network, to: '/organize' },
    { kind: 'route', label: 'Settings', icon: Settings, to: '/settings' },
  );
  if (hasRole(roles, CLIENT_ADMIN)) {
    items.push({ kind: 'route', label: 'Activity Logs', icon: Activity, to: '/activity-logs' });
  }
  return items;
}

/** Items every signed-in user has below the main menu. */
export function supportMenu(): MenuItem[] {
  return [{ kind: 'external', label: 'Contact support', icon: LifeBuoy, href: SUPPORT_HREF }];
}
