// Settings' public surface: the layout and its pages. Re-exports only (no side effects).
export { CompanySettingsPage } from './components/CompanySettingsPage';
export { DiscoverySettingsPage } from './components/DiscoverySettingsPage';
export { IntegrationsSettingsPage } from './components/IntegrationsSettingsPage';
export { PaymentsSettingsPage } from './components/PaymentsSettingsPage';
export { ServiceNowConnectPage } from './components/ServiceNowConnectPage';
export { SettingsLayout } from './components/SettingsLayout';
