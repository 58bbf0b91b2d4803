export { LiveRoomPage as Component } from '../../features/live/components/live-room-page.tsx';
