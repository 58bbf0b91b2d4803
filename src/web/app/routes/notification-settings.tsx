export { NotificationSettingsPage as Component } from '../../features/notifications/components/notification-settings-page.tsx';
